#include "games/theosis/theosis_hierapolis.h"

#include "core/json_fields.h"
#include "games/theosis/theosis_locations.h"
#include "games/theosis/theosis_support.h"

namespace arbiter::theosis {

namespace {

int placedThisTurn(const Play &play, const QString &player)
{
    int n = 0;
    for (const HeroState &h : play.table.heroes)
        n += h.player == player && !h.location.isEmpty() ? 1 : 0;
    return n;
}

bool hasUnplaced(const Play &play, const QString &player)
{
    for (const HeroState &h : play.table.heroes)
        if (h.player == player && h.location.isEmpty() && play.alive(h.id))
            return true;
    return false;
}

bool onGoldSpace(const Play &play, const QString &player)
{
    for (const HeroState &h : play.table.heroes)
        if (h.player == player && h.location.startsWith(QStringLiteral("quest:")) && h.location.endsWith(QStringLiteral(":gold")))
            return true;
    return false;
}

// The fields a placement at `location` uses: a Quest's reward fields only
// on its gold space, and `gold` itself only on a Quest.
Status onlyPlaceFields(const QJsonObject &action, const QString &location, const QString &alignment, bool gold)
{
    if (location == QLatin1String("quest")) {
        if (!gold)
            return onlyFields(action, {"type", "hero", "location", "alignment", "gold"});
        if (alignment == QLatin1String("warmonger"))
            return onlyFields(action, {"type", "hero", "location", "alignment", "gold", "target"});
        if (alignment == QLatin1String("deceitful"))
            return onlyFields(action, {"type", "hero", "location", "alignment", "gold", "from", "amount"});
        if (alignment == QLatin1String("righteous"))
            return onlyFields(action, {"type", "hero", "location", "alignment", "gold", "drawn"});
        if (alignment == QLatin1String("vengeful"))
            return onlyFields(action, {"type", "hero", "location", "alignment", "gold", "item", "equip_hero", "slot"});
        if (alignment == QLatin1String("merciful"))
            return onlyFields(action, {"type", "hero", "location", "alignment", "gold", "mana"});
        return onlyFields(action, {"type", "hero", "location", "alignment", "gold"});
    }
    if (location == QLatin1String("mage-tower"))
        return onlyFields(action, {"type", "hero", "location", "ritual", "turn"});
    if (location == QLatin1String("thieves-guild") || location == QLatin1String("mercenary-camp"))
        return onlyFields(action, {"type", "hero", "location", "face"});
    if (location == QLatin1String("cathedral"))
        return onlyFields(action, {"type", "hero", "location", "mana", "heal"});
    if (location == QLatin1String("market"))
        return onlyFields(action, {"type", "hero", "location", "item", "equip_hero", "slot"});
    return onlyFields(action, {"type", "hero", "location"});
}

} // namespace

QString nextToPlace(const Play &play)
{
    const auto start = play.table.seats.indexOf(play.table.initiative);
    QString best;
    int fewest = 1000;
    for (qsizetype k = 0; k < play.table.seats.size(); ++k) {
        const QString p = play.table.seats.at((start + k) % play.table.seats.size());
        if (!hasUnplaced(play, p))
            continue;
        const int n = placedThisTurn(play, p);
        if (n < fewest) {
            fewest = n;
            best = p;
        }
    }
    return best;
}

void afterPlacement(Play &play)
{
    if (play.table.pending || !nextToPlace(play).isEmpty() || play.table.phase != Phase::Hierapolis)
        return;
    play.table.phase = Phase::Bidding;
    const QString artifact = play.table.artifacts.value(play.table.turn - 1);
    const Item *item = play.content.item(artifact);
    play.note(QStringLiteral("artifact.revealed"), {{QStringLiteral("item"), artifact}, {QStringLiteral("turn"), play.table.turn}},
              phrase(QT_TRANSLATE_NOOP("Engine", "Every hero is placed: the artifact of turn %1 is %2. Players bid in secret."),
                     play.table.turn, item ? item->name : artifact));
}

Status placeHero(Play &play, const Place &typedAction)
{
    // The helpers below still read fields by key from the action's JSON form.
    const QJsonObject action = typed::encode(typedAction);
    if (play.table.phase != Phase::Hierapolis)
        return RuleError::invalid(QStringLiteral("theosis.not_hierapolis"), rule("hierapolis-turns"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Heroes go to locations only during a Hierapolis turn.")));
    if (play.table.pending)
        return RuleError::invalid(QStringLiteral("theosis.decision_pending"), rule("app-session"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 must first settle the last location's reward."),
                                         play.name(play.table.pending->player)));
    ARBITER_TRY(heroId, heroField(play, action, QStringLiteral("hero")));
    HeroState &hero = *play.table.hero(heroId.value());
    const QString player = hero.player;
    const QString expected = nextToPlace(play);
    if (player != expected)
        return RuleError::invalid(QStringLiteral("theosis.not_your_placement"), rule("hierapolis-turns"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "It is %1's turn to place a hero, not %2's."), play.name(expected),
                                         play.name(player)));
    if (!play.alive(hero.id))
        return RuleError::invalid(QStringLiteral("theosis.hero_down"), rule("health"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 has no Health left and is out of the game."), play.name(hero.id)));
    if (!hero.location.isEmpty())
        return RuleError::invalid(QStringLiteral("theosis.hero_already_placed"), rule("hierapolis-turns"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 already went to a location this turn."), play.name(hero.id)));
    ARBITER_TRY(location, json::requiredChoice(action, QStringLiteral("location"), {}, locationNames()));
    ARBITER_TRY(gold, json::optionalBool(action, QStringLiteral("gold"), {}, false));
    QString place = location.value();
    QString alignment;
    if (place == QLatin1String("quest")) {
        ARBITER_TRY(a, json::requiredChoice(action, QStringLiteral("alignment"), {}, play.content.alignments));
        alignment = a.value();
        place = QStringLiteral("quest:") + alignment;
    }
    ARBITER_CHECK(onlyPlaceFields(action, location.value(), alignment, gold.value()));
    if (play.table.closedLocations.contains(place))
        return RuleError::invalid(QStringLiteral("theosis.location_closed"), rule("coop-hierapolis"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "In this game the heroes left in the box hold that location.")));
    const bool first = placedThisTurn(play, player) == 0;
    if (first && !(gold.value() && !alignment.isEmpty()))
        return RuleError::invalid(QStringLiteral("theosis.first_hero_quest"), rule("quests"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A player's first hero each turn goes to the gold space of a Quest.")));
    if (gold.value()) {
        if (alignment.isEmpty())
            return RuleError::invalid(QStringLiteral("theosis.gold_space_quest_only"), rule("quests"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "Only the Quests have gold spaces.")));
        if (onGoldSpace(play, player))
            return RuleError::invalid(QStringLiteral("theosis.one_gold_space"), rule("quests"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "%1 already has a hero on a gold space this turn."), play.name(player)));
        if (play.table.questsTaken.contains(alignment))
            return RuleError::invalid(QStringLiteral("theosis.gold_space_taken"), rule("quests"),
                                      phrase(QT_TRANSLATE_NOOP("Engine", "The gold space of the %1 Quest is taken this turn."), alignment));
        place += QStringLiteral(":gold");
    }
    hero.location = place;
    const QJsonObject placed{{QStringLiteral("hero"), hero.id}, {QStringLiteral("location"), place}, {QStringLiteral("turn"), play.table.turn}};
    if (alignment.isEmpty())
        play.note(QStringLiteral("hero.placed"), placed,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 goes to the %2."), play.name(hero.id), locationTitle(location.value())));
    else if (gold.value())
        play.note(QStringLiteral("hero.placed"), placed,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 takes the gold space of the %2 Quest."), play.name(hero.id), alignment));
    else
        play.note(QStringLiteral("hero.placed"), placed,
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 goes on the %2 Quest."), play.name(hero.id), alignment));
    ARBITER_CHECK(visitLocation(play, player, location.value(), alignment, gold.value(), action));
    afterPlacement(play);
    return Done{};
}

} // namespace arbiter::theosis
