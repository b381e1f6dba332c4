#include "games/exiled_legends/el_new_heroes.h"

#include "core/card_ids.h"
#include "games/exiled_legends/el_checks.h"
#include "games/exiled_legends/el_content.h"

#include <QJsonArray>

namespace arbiter::exiled_legends {

namespace {

const QString kHeroField = QStringLiteral("hero");
const QString kHeroes = QStringLiteral("heroes");
const QString kContent = QStringLiteral("content");

// The largest values the form offers: a printed card stays well below them.
constexpr int kMostStrength = 9;
constexpr int kMostHp = 12;

// An id for the new card from its name, unused in the pack.
QString freeId(const QString &name, const QJsonArray &heroes)
{
    return freeCardId(name, [&heroes](const QString &id) {
        for (const QJsonValue &h : heroes)
            if (h.toObject().value(QStringLiteral("id")).toString() == id)
                return true;
        return false;
    });
}

// An ability as typed: the players read it and carry it out, so the screen
// offers it at any moment the table judges right, with every correction.
QJsonObject typedAbility(const QJsonObject &typed, const QString &position)
{
    return {{QStringLiteral("name"), typed.value(position + QStringLiteral("_name")).toString().trimmed()},
            {QStringLiteral("kind"), QStringLiteral("triggered")},
            {QStringLiteral("trigger"), QStringLiteral("other")},
            {QStringLiteral("text"), typed.value(position + QStringLiteral("_text")).toString().trimmed()},
            {QStringLiteral("by_hand"), QJsonArray::fromStringList(correctionNames())}};
}

// The pack's form of the typed card, with an id of its own.
QJsonObject heroCard(const QJsonObject &typed, const QJsonArray &heroes)
{
    const QString name = typed.value(QStringLiteral("name")).toString().trimmed();
    return {{QStringLiteral("id"), freeId(name, heroes)},
            {QStringLiteral("name"), name},
            {QStringLiteral("type"), typed.value(QStringLiteral("type"))},
            {QStringLiteral("strength"), typed.value(QStringLiteral("strength"))},
            {QStringLiteral("max_hp"), typed.value(QStringLiteral("max_hp"))},
            {QStringLiteral("champion"), typedAbility(typed, QStringLiteral("champion"))},
            {QStringLiteral("support"), typedAbility(typed, QStringLiteral("support"))},
            {QStringLiteral("check"), QStringLiteral("typed at the table from the real card")}};
}

bool looksAtDeck(const PlayerData &p, Stage stage)
{
    return (stage == Stage::Setup && !p.lineupChosen) || (stage == Stage::Play && (!p.drawn.isEmpty() || !p.candidates.isEmpty()));
}

} // namespace

Status mayAddHero(const Table &table)
{
    const Stage stage = table.data().stage;
    if (stage == Stage::Draft)
        return RuleError::invalid(QStringLiteral("el.draft_in_progress"), rule::kDraft,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "The Team decks are still being drafted.")));
    if (stage == Stage::Over)
        return requirePlaying(table);
    return Done{};
}

Status addHero(Table &table, const DeckAddHero &action)
{
    if (Status known = requirePlayer(table, action.player, QStringLiteral("player")); !known)
        return known;
    PlayerData &p = table.player(action.player);
    if (!looksAtDeck(p, table.data().stage))
        return RuleError::invalid(QStringLiteral("el.deck_not_looked_at"), rule::kTeamDeck,
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 turns up no card from the Team deck now: a hero card is "
                                                                     "entered while lining up or when the deck is drawn from."),
                                         table.nameOf(action.player)));
    QJsonObject setup = table.state().setup;
    QJsonObject pack = setup.value(kContent).toObject();
    QJsonArray heroes = pack.value(kHeroes).toArray();
    const QJsonObject card = heroCard(action.hero, heroes);
    heroes.append(card);
    pack.insert(kHeroes, heroes);
    // The pack's own reader checks the card, with the path of the field at fault.
    auto parsed = parseContent(pack, QStringLiteral("hero"));
    if (!parsed) {
        RuleError error = parsed.error();
        const QString at = QStringLiteral("hero.heroes[%1]").arg(heroes.size() - 1);
        error.message.args.replaceInStrings(at, QStringLiteral("hero"));
        return error;
    }
    const QString id = card.value(QStringLiteral("id")).toString();
    const HeroCard *hero = parsed.value().hero(id);
    setup.insert(kContent, pack);
    table.state().setup = setup;
    Entity entity{id, kHeroField, hero->name, action.player, {}};
    entity.setCounter(counters::kDamage, 0);
    entity.setCounter(counters::kStrength, hero->strength);
    entity.setCounter(counters::kMaxHp, hero->maxHp);
    table.state().entities.push_back(entity);
    p.deck.append(id);
    table.event(QStringLiteral("deck.hero_added"), {{QStringLiteral("player"), action.player}, {kHeroField, card}},
                phrase(QT_TRANSLATE_NOOP("Engine", "%1 is added to %2's Team deck as the real card shows it; the players carry "
                                                   "out its abilities."),
                       hero->name, table.nameOf(action.player)));
    return Done{};
}

std::vector<CardField> newHeroFields()
{
    CardField type{QStringLiteral("type"), phrase(QT_TRANSLATE_NOOP("Engine", "Type")), CardField::Kind::Choice};
    type.values = {QStringLiteral("fire"), QStringLiteral("water"), QStringLiteral("light"), QStringLiteral("dark"),
                   QStringLiteral("unknown")};
    type.valueLabels = {phrase(QT_TRANSLATE_NOOP("Engine", "Fire")), phrase(QT_TRANSLATE_NOOP("Engine", "Water")),
                        phrase(QT_TRANSLATE_NOOP("Engine", "Light")), phrase(QT_TRANSLATE_NOOP("Engine", "Dark")),
                        phrase(QT_TRANSLATE_NOOP("Engine", "Unknown"))};
    const auto text = [](const char *key, const char *label) {
        return CardField{QLatin1String(key), phrase(label), CardField::Kind::Text};
    };
    const auto number = [](const char *key, const char *label, int min, int max) {
        return CardField{QLatin1String(key), phrase(label), CardField::Kind::Number, min, max};
    };
    return {text("name", QT_TRANSLATE_NOOP("Engine", "Name")),
            type,
            number("strength", QT_TRANSLATE_NOOP("Engine", "Strength"), 0, kMostStrength),
            number("max_hp", QT_TRANSLATE_NOOP("Engine", "Max HP"), 1, kMostHp),
            text("champion_name", QT_TRANSLATE_NOOP("Engine", "Champion ability")),
            text("champion_text", QT_TRANSLATE_NOOP("Engine", "Its text")),
            text("support_name", QT_TRANSLATE_NOOP("Engine", "Support ability")),
            text("support_text", QT_TRANSLATE_NOOP("Engine", "Its text"))};
}

QJsonObject packKeepingHero(QJsonObject pack, const QJsonObject &action)
{
    if (action.value(QStringLiteral("type")).toString() != QLatin1String(DeckAddHero::kType))
        return pack;
    QJsonArray heroes = pack.value(kHeroes).toArray();
    const QString name = action.value(kHeroField).toObject().value(QStringLiteral("name")).toString().trimmed();
    for (const QJsonValue &h : heroes)
        if (h.toObject().value(QStringLiteral("name")).toString() == name)
            return pack; // kept already, by an earlier game
    heroes.append(heroCard(action.value(kHeroField).toObject(), heroes));
    pack.insert(kHeroes, heroes);
    return pack;
}

} // namespace arbiter::exiled_legends
