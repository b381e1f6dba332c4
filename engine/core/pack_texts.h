#pragma once

#include <QString>
#include <QStringList>

namespace arbiter {

// One rules text in a content pack: an ability, a power, a card, a Sphere, a
// ritual, an item, a monster's action. The real table leads, so no such text
// may be silent: either the engine carries it out, or it is marked "by hand"
// and the screen tells the players what to do and offers the corrections that
// do it in one tap. The pack walk (tests/engine/tst_pack_texts.cpp) refuses a
// shipped pack with a silent text; the editors offer the same two choices.
struct PackText {
    enum class Handling {
        Applied, // the engine does what the text says
        ByHand, // the players do it; the screen says so and offers `corrections`
        Silent, // neither: a defect in a shipped pack, a warning in an edited one
    };

    QString path; // where in the pack, for a message: "heroes/cinder-squire/champion"
    QString name; // as the players read it: "Scorch Mark"
    QString text; // the card's words, empty for a card made of keywords only
    Handling handling = Handling::Silent;
    // ByHand: what the screen offers in one tap, in the game's own terms
    // ("bane", "damage", "mp", "d6", "strength", "card", "health", ...).
    // Empty when a text needs nothing the app tracks (a look at a deck).
    QStringList corrections;
    // Why the engine cannot do it, when that is not obvious (a choice only
    // the players make, a component the app does not track).
    QString reason;

    // A text at `path` named `name`, handled as given (silent until a game says otherwise).
    static PackText at(const QString &path, const QString &name, Handling handling = Handling::Silent)
    {
        PackText text;
        text.path = path;
        text.name = name;
        text.handling = handling;
        return text;
    }
};

} // namespace arbiter
