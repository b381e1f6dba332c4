#pragma once

#include "core/session.h"
#include "games/super_fantasy_brawl/sfb_arena.h"
#include "games/super_fantasy_brawl/sfb_content.h"
#include "games/super_fantasy_brawl/sfb_table.h"

#include <QJsonArray>
#include <QJsonObject>
#include <memory>
#include <optional>
#include <vector>

namespace arbiter {

// What the table says a flipped trap was, in the order traps trigger during
// one action, and where the player puts the new face-down trap.
struct SfbTrapReveal {
    enum class Effect { Damage, Root, Stun };
    Effect effect = Effect::Damage;
    int amount = 0; // damage traps: 1 to 3
    std::optional<Hex> newAt;
};

// One action being applied: a working copy of the state and of the game's
// table, the events so far, and what the action told about hidden things
// (traps, Stun). Rules functions change it; finish() turns it into the
// Transition once the action is fully resolved.
struct SfbResolution {
    SfbResolution(const SessionState &initial, const SfbContent &pack, SfbTable working);
    // Holding the pack itself: a working state the dispatcher keeps and copies.
    SfbResolution(const SessionState &initial, std::shared_ptr<const SfbContent> pack, SfbTable working);

private:
    std::shared_ptr<const SfbContent> m_heldContent; // before `content`, which may refer to it

public:
    SessionState state;
    const SfbContent &content;
    SfbTable table;
    std::vector<Event> events;
    QString actingPlayer; // who played the card: loses a tie at the winning VP
    std::vector<SfbTrapReveal> reveals;
    std::size_t nextReveal = 0;
    QStringList stunWithoutCard; // champions whose controller shows a hand without their cards
    QStringList pendingLevelUps; // earned during this action, applied once the action is resolved

    // Reads the action's "traps" and "stun_without_card", when present.
    Status readHiddenInformation(const std::optional<QJsonArray> &traps, const std::optional<QJsonArray> &stunWithoutCard);

    [[nodiscard]] SfbArena arena() const { return sfbArena(state, content, table); }
    [[nodiscard]] const SfbChampionSpec *spec(const QString &champion) const;
    [[nodiscard]] SfbSideStats stats(const QString &champion) const;
    [[nodiscard]] int counter(const QString &entity, const QString &name) const;
    void setCounter(const QString &entity, const QString &name, int value);
    [[nodiscard]] QString nameOf(const QString &entity) const;
    // A hex in table words (see sfbPlace), ready to be a phrase's argument.
    [[nodiscard]] QString place(Hex h, const QString &except = {}) const;
    [[nodiscard]] QString ownerOf(const QString &champion) const;
    [[nodiscard]] int sideOf(const QString &champion) const;
    [[nodiscard]] bool onBoard(const QString &champion) const { return table.positions.count(champion) > 0; }
    [[nodiscard]] bool isChampion(const QString &id) const;
    [[nodiscard]] QStringList championsOf(const QString &player) const;
    [[nodiscard]] QStringList championsOfSide(int side) const;
    // The entity that holds a side's VP: the player, or the team in Super Team Tornado.
    [[nodiscard]] const QString &vpHolder(int side) const { return table.sides[static_cast<std::size_t>(side)].id; }
    [[nodiscard]] int winningVp() const { return table.winningVp(); }
    [[nodiscard]] int handSize() const { return table.tornado ? 4 : 5; }

    void event(const QString &type, QJsonObject data, Phrase text);
    // Applies level-ups the action earned, checks for a winner and writes the table back.
    Transition finish();
};

// Checks shared by the action handlers.
Status sfbRequirePhase(const SfbResolution &r, std::initializer_list<SfbPhase> phases, const char *ruleSlug);
// When the action names a `player`, it must be `expected`.
Status sfbRequirePlayer(const std::optional<QString> &player, const QString &expected, const SfbResolution &r, const char *ruleSlug);
// `id`, given in the action's field `key`, when it is a champion entity of this game.
Result<QString> sfbChampionField(const SfbResolution &r, const QString &id, const QString &key);
// `value`, given in the field `path`, when it is one of `allowed`.
Result<QString> sfbChoice(const QString &value, const QString &path, const QStringList &allowed);
// A list of string ids, or a BadRequest naming `path`.
Result<QStringList> sfbIdList(const QJsonValue &value, const QString &path);
// Optional {"keyword": value} choices lowering a card's keyword values (0 cancels one).
Result<SfbKeywords> sfbChoicesFrom(const std::optional<QJsonObject> &choose, const SfbKeywords &printed);

} // namespace arbiter
