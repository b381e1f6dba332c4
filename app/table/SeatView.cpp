#include "SeatView.h"

#include "content/ContentText.h"
#include "core/counter_names.h"
#include "core/session.h"
#include "text/PhraseText.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace arbiter::SeatView {

namespace {

const QString kPlayer = QStringLiteral("player");
const QString kEntity = QStringLiteral("entity");
const QString kAction = QStringLiteral("action");
const QString kType = QStringLiteral("type");
const QString kCard = QStringLiteral("card");
const QString kText = QStringLiteral("text");
const QString kCharacter = QStringLiteral("character");
const QString kWith = QStringLiteral("with");
const QString kGive = QStringLiteral("give");
const QString kReceive = QStringLiteral("receive");
const QString kBanishing = QStringLiteral("the-banishing");
const QString kHandPrefix = QStringLiteral("hand:");

// Fields of an action that only the acting player may see, by action type.
// Theosis' sealed bid is the one the engine logs before it is revealed.
QStringList privateFields(const QString &type)
{
    if (type == QLatin1String("bid"))
        return {QStringLiteral("amount")};
    return {};
}

// Actions by which an entity uses its own ability, or its owner says what
// their own deck turned up: its owner acts, also in another player's turn
// (Exiled Legends: a hero's reaction in the attack window of the player who
// attacks it; the hero the real Team deck showed instead of the app's draw).
QString ownEntityField(const QString &type)
{
    if (type == QLatin1String("ability.use") || type == QLatin1String("deck.correct_draw"))
        return QStringLiteral("hero");
    return {};
}

QJsonArray mayTake(const QJsonArray &entries, const QString &seat, const QString &actor, const SessionState &state)
{
    QJsonArray kept;
    for (const QJsonValue &entry : entries)
        if (mayAct(entry.toObject().value(kAction).toObject(), seat, actor, state))
            kept.append(entry);
    return kept;
}

QJsonArray contentCards(const SessionState &state)
{
    return state.setup.value(QStringLiteral("content")).toObject().value(QStringLiteral("cards")).toArray();
}

QString cardName(const SessionState &state, const QString &id)
{
    for (const QJsonValue &card : contentCards(state))
        if (card.toObject().value(QStringLiteral("id")).toString() == id)
            return card.toObject().value(QStringLiteral("name")).toString(id);
    return id;
}

bool ownsCharacter(const SessionState &state, const QString &character, const QString &seat)
{
    const Entity *entity = state.entity(character);
    return entity && entity->owner == seat;
}

// Whose secrets a screen may show: a phone its own seat's; the tablet every
// player's who has no phone at the table (the others keep theirs on it).
struct Viewer {
    QString seat;
    QStringList phoneSeats;
    bool tablet = false;

    [[nodiscard]] bool sees(const QString &player) const
    {
        return tablet ? !phoneSeats.contains(player) : player == seat;
    }
    [[nodiscard]] bool seesCharacter(const SessionState &state, const QString &character) const
    {
        const Entity *entity = state.entity(character);
        return entity && sees(entity->owner);
    }
};

// A hand place ("hand:fighter") this viewer may not look into.
bool othersHand(const QJsonValue &place, const SessionState &state, const Viewer &viewer)
{
    const QString id = place.toString();
    return id.startsWith(kHandPrefix) && !viewer.seesCharacter(state, id.mid(kHandPrefix.size()));
}

// A trade is seen by the two seats whose characters swap cards. Without the
// acting character (the action may leave it to the active one) only the
// partner's seat is known to be part of it.
bool tradeHidden(const QJsonObject &fields, const SessionState &state, const Viewer &viewer)
{
    return !viewer.seesCharacter(state, fields.value(kCharacter).toString())
           && !viewer.seesCharacter(state, fields.value(kWith).toString());
}

QJsonObject hideFields(QJsonObject object, const QStringList &fields)
{
    for (const QString &field : fields)
        object.remove(field);
    return object;
}

// The text without the names of the hidden cards: "Deal Red sun to
// Fighter's hand." becomes "Deal a card to Fighter's hand." The text may have
// been rendered in the device's language, card names included.
QJsonObject hideCards(QJsonObject event, const QStringList &cardFields, const SessionState &state, const QString &language)
{
    QStringList names;
    for (const QString &field : cardFields)
        if (event.contains(field)) {
            const QString english = cardName(state, event.value(field).toString());
            names << english << content_text::localized(english, language);
        }
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    QString text = event.value(kText).toString();
    const QString someCard = translated(Phrase{QT_TRANSLATE_NOOP("Engine", "a card")}, language);
    for (const QString &name : names)
        text.replace(name, someCard);
    event = hideFields(event, cardFields);
    if (event.contains(kText))
        event.insert(kText, text);
    return event;
}

QJsonObject actionFor(const QJsonObject &action, const Viewer &viewer, const SessionState &state)
{
    const QString type = action.value(kType).toString();
    const QStringList hidden = privateFields(type);
    if (!hidden.isEmpty() && !viewer.sees(action.value(kPlayer).toString()))
        return hideFields(action, hidden);
    if (state.game == kBanishing && type == QLatin1String("trade") && tradeHidden(action, state, viewer))
        return hideFields(action, {kGive, kReceive});
    return action;
}

// An event as this viewer may see it; `hid` says whether a card was left out.
QJsonObject eventFor(QJsonObject event, const Viewer &viewer, const SessionState &state, const QString &language, bool &hid)
{
    if (event.value(kAction).isObject())
        event.insert(kAction, actionFor(event.value(kAction).toObject(), viewer, state));
    if (state.game != kBanishing)
        return event;
    const QString type = event.value(kType).toString();
    if (type == QLatin1String("ability.trade") && tradeHidden(event, state, viewer)) {
        hid = true;
        return hideCards(event, {kGive, kReceive}, state, language);
    }
    // Taking a line of the Void is seen by everyone: its cards lie face up.
    const bool dealtOrMoved = type == QLatin1String("card.dealt") || type == QLatin1String("card.revealed") || type == QLatin1String("card.moved");
    if (dealtOrMoved
        && (othersHand(event.value(QStringLiteral("place")), state, viewer) || othersHand(event.value(QStringLiteral("from")), state, viewer)
            || othersHand(event.value(QStringLiteral("to")), state, viewer))) {
        hid = true;
        return hideCards(event, {kCard}, state, language);
    }
    return event;
}

// The character whose hand a card.reveal names a card for (its place, or the
// first place waiting), empty for a Void place or another action.
QString handNamed(const QJsonObject &action, const SessionState &state)
{
    if (state.game != kBanishing || action.value(kType).toString() != QLatin1String("card.reveal"))
        return {};
    QString place = action.value(QStringLiteral("place")).toString();
    if (place.isEmpty())
        place = state.data.value(QStringLiteral("pending")).toArray().at(0).toString();
    return place.startsWith(kHandPrefix) ? place.mid(kHandPrefix.size()) : QString();
}

// The Banishing: the cards in the hands of this seat's characters.
QJsonArray handsOf(const SessionState &state, const QString &seat, const QString &language)
{
    QJsonArray hands;
    if (state.game != kBanishing)
        return hands;
    const QJsonObject characters = state.data.value(QStringLiteral("characters")).toObject();
    for (const Entity &entity : state.entities) {
        if (entity.owner != seat || !characters.contains(entity.id))
            continue;
        QJsonArray cards;
        for (const QJsonValue &card : characters.value(entity.id).toObject().value(QStringLiteral("hand")).toArray())
            cards.append(QJsonObject{{QStringLiteral("id"), card.toString()}, {QStringLiteral("name"), content_text::localized(cardName(state, card.toString()), language)}});
        hands.append(QJsonObject{{kCharacter, entity.id}, {QStringLiteral("name"), content_text::localized(entity.name, language)}, {QStringLiteral("cards"), cards}});
    }
    return hands;
}

// Another character's hand is not this seat's to see: what to ask for in a
// trade is any symbol card of the pack.
QJsonArray withoutOthersHands(QJsonArray options, const SessionState &state)
{
    if (state.game != kBanishing)
        return options;
    QStringList symbols;
    for (const QJsonValue &card : contentCards(state))
        if (card.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("symbol"))
            symbols << card.toObject().value(QStringLiteral("id")).toString();
    symbols.removeDuplicates();
    for (qsizetype i = 0; i < options.size(); ++i) {
        QJsonObject option = options.at(i).toObject();
        if (option.value(kAction).toObject().value(kType).toString() != QLatin1String("trade"))
            continue;
        QJsonObject inputs = option.value(QStringLiteral("inputs")).toObject();
        if (!inputs.contains(kReceive))
            continue;
        inputs.insert(kReceive, QJsonArray::fromStringList(symbols));
        option.insert(QStringLiteral("inputs"), inputs);
        options.replace(i, option);
    }
    return options;
}

// Every "id" with a "name" in the content pack (its own language).
void collectNames(const QJsonValue &value, QHash<QString, QString> &names)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectNames(item, names);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    const QJsonValue id = object.value(QStringLiteral("id"));
    const QJsonValue name = object.value(QStringLiteral("name"));
    if (id.isString() && name.isString() && !names.contains(id.toString()))
        names.insert(id.toString(), name.toString());
    // A pack's translations name the same ids in other languages.
    for (auto child = object.begin(); child != object.end(); ++child)
        if (child.key() != QLatin1String("translations"))
            collectNames(child.value(), names);
}

void collectStrings(const QJsonValue &value, QSet<QString> &out)
{
    if (value.isString())
        out.insert(value.toString());
    else if (value.isArray())
        for (const QJsonValue &item : value.toArray())
            collectStrings(item, out);
}

QJsonObject namesOf(const QJsonArray &options, const SessionState &state, const QString &language)
{
    QSet<QString> wanted;
    for (const QJsonValue &option : options)
        for (const QJsonValue &values : option.toObject().value(QStringLiteral("inputs")).toObject())
            collectStrings(values, wanted);
    QJsonObject out;
    if (wanted.isEmpty())
        return out;
    QHash<QString, QString> names;
    for (const Entity &entity : state.entities)
        names.insert(entity.id, entity.name);
    collectNames(state.setup.value(QStringLiteral("content")), names);
    for (const QString &id : wanted)
        if (const auto found = names.constFind(id); found != names.constEnd() && found.value() != id)
            out.insert(id, content_text::localized(found.value(), language));
    return out;
}

} // namespace

bool mayAct(const QJsonObject &action, const QString &seat, const QString &actor, const SessionState &state)
{
    if (seat.isEmpty())
        return false;
    if (action.contains(kPlayer))
        return action.value(kPlayer).toString() == seat;
    // The Banishing at the table: the card dealt into a hand is named by that
    // hand's player, on their own phone.
    if (const QString hand = handNamed(action, state); !hand.isEmpty())
        return ownsCharacter(state, hand, seat);
    const QString own = ownEntityField(action.value(kType).toString());
    if (!own.isEmpty() && action.contains(own)) {
        const Entity *entity = state.entity(action.value(own).toString());
        if (entity && !entity->owner.isEmpty())
            return entity->owner == seat;
    }
    if (action.contains(kEntity)) {
        const Entity *entity = state.entity(action.value(kEntity).toString());
        // A player's own entity belongs to that player; the others name theirs.
        const QString owner = !entity ? QString()
                              : entity->owner.isEmpty() && entity->kind == QLatin1String("player") ? entity->id
                                                                                                 : entity->owner;
        if (!owner.isEmpty())
            return owner == seat;
    }
    return actor.isEmpty() || actor == seat;
}

QJsonObject options(const QJsonObject &optionsFields, const QString &seat, const SessionState &state, const QString &language)
{
    QJsonObject out = optionsFields;
    const QString actor = optionsFields.value(QStringLiteral("actor")).toString();
    const QJsonArray mine = withoutOthersHands(mayTake(optionsFields.value(QStringLiteral("options")).toArray(), seat, actor, state), state);
    out.insert(QStringLiteral("options"), mine);
    out.insert(QStringLiteral("refused"), mayTake(optionsFields.value(QStringLiteral("refused")).toArray(), seat, actor, state));
    out.insert(QStringLiteral("names"), namesOf(mine, state, language));
    if (state.game == kBanishing)
        out.insert(QStringLiteral("hands"), handsOf(state, seat, language));
    return out;
}

QJsonObject publicState(const SessionState &state, const QString &language)
{
    QJsonObject out = toJson(state);
    for (const char *hidden : {"data", "rng", "setup"})
        out.remove(QLatin1String(hidden));
    // A content pack's names (a character, a hero) in the device's language;
    // the players' own names stay as typed.
    QJsonArray entities = out.value(QStringLiteral("entities")).toArray();
    for (qsizetype i = 0; i < entities.size(); ++i) {
        QJsonObject entity = entities.at(i).toObject();
        entity.insert(QStringLiteral("name"), content_text::localized(entity.value(QStringLiteral("name")).toString(), language));
        entities.replace(i, entity);
    }
    out.insert(QStringLiteral("entities"), entities);
    // Each counter as the game names it, in the device's language.
    const GameDefinition *game = findGame(state.game);
    QJsonObject labels;
    for (const Entity &entity : state.entities)
        for (const Counter &counter : entity.counters)
            if (!labels.contains(counter.name))
                labels.insert(counter.name, translated(counterLabel(game, counter.name), language));
    out.insert(QStringLiteral("counter_labels"), labels);
    return out;
}

namespace {

QJsonObject recordFor(const QJsonObject &record, const Viewer &viewer, const SessionState &state, const QString &language)
{
    QJsonObject out = record;
    bool hid = false;
    if (record.value(QStringLiteral("events")).isArray()) {
        QJsonArray events;
        for (const QJsonValue &event : record.value(QStringLiteral("events")).toArray())
            events.append(eventFor(event.toObject(), viewer, state, language, hid));
        out.insert(QStringLiteral("events"), events);
    }
    if (record.value(kAction).isObject()) {
        QJsonObject action = actionFor(record.value(kAction).toObject(), viewer, state);
        // The card named for a place in another hand (card.reveal, card.move).
        if (hid)
            action.remove(kCard);
        out.insert(kAction, action);
    }
    return out;
}

} // namespace

QJsonObject record(const QJsonObject &record, const QString &seat, const SessionState &state, const QString &language)
{
    return recordFor(record, Viewer{.seat = seat}, state, language);
}

QJsonObject recordForTablet(const QJsonObject &record, const QStringList &phoneSeats, const SessionState &state,
                            const QString &language)
{
    return recordFor(record, Viewer{.phoneSeats = phoneSeats, .tablet = true}, state, language);
}

QJsonObject eventForTablet(const QJsonObject &event, const QStringList &phoneSeats, const SessionState &state,
                           const QString &language)
{
    bool hid = false;
    return eventFor(event, Viewer{.phoneSeats = phoneSeats, .tablet = true}, state, language, hid);
}

QJsonObject record(const QJsonObject &record, const QString &seat)
{
    static const SessionState nobody;
    return SeatView::record(record, seat, nobody, QStringLiteral("en"));
}

} // namespace arbiter::SeatView
