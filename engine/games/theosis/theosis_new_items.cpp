#include "games/theosis/theosis_new_items.h"

#include "core/card_ids.h"
#include "games/theosis/theosis_content.h"
#include "games/theosis/theosis_drawn.h"
#include "games/theosis/theosis_support.h"

#include <QJsonArray>
#include <map>

namespace arbiter::theosis {

namespace {

const QString kItems = QStringLiteral("items");

bool isArtifact(const QJsonObject &typed) { return typed.value(QStringLiteral("artifact")).toBool(); }

// The words players read for the shipped pack's slot symbols; a pack's own
// symbol reads as itself.
Phrase slotWord(const QString &type)
{
    static const std::map<QString, const char *> words{
        {QStringLiteral("axe"), QT_TRANSLATE_NOOP("Engine", "Axe")},         {QStringLiteral("bow"), QT_TRANSLATE_NOOP("Engine", "Bow")},
        {QStringLiteral("claws"), QT_TRANSLATE_NOOP("Engine", "Claws")},     {QStringLiteral("cloth"), QT_TRANSLATE_NOOP("Engine", "Cloth")},
        {QStringLiteral("dagger"), QT_TRANSLATE_NOOP("Engine", "Dagger")},   {QStringLiteral("hammer"), QT_TRANSLATE_NOOP("Engine", "Hammer")},
        {QStringLiteral("leather"), QT_TRANSLATE_NOOP("Engine", "Leather")}, {QStringLiteral("metal"), QT_TRANSLATE_NOOP("Engine", "Metal")},
        {QStringLiteral("shield"), QT_TRANSLATE_NOOP("Engine", "Shield")},   {QStringLiteral("staff"), QT_TRANSLATE_NOOP("Engine", "Staff")},
        {QStringLiteral("sword"), QT_TRANSLATE_NOOP("Engine", "Sword")}};
    const auto known = words.find(type);
    return known != words.end() ? phrase(known->second) : phrase("%1", type);
}

// The pack's form of the typed token, with an id of its own.
QJsonObject itemEntry(const QJsonObject &typed, const QJsonArray &items)
{
    const QString name = typed.value(QStringLiteral("name")).toString().trimmed();
    const QString id = freeCardId(name, [&items](const QString &candidate) {
        for (const QJsonValue &i : items)
            if (i.toObject().value(QStringLiteral("id")).toString() == candidate)
                return true;
        return false;
    });
    QJsonObject entry{{QStringLiteral("id"), id},
                      {QStringLiteral("name"), name},
                      {QStringLiteral("kind"), typed.value(QStringLiteral("kind"))},
                      {QStringLiteral("type"), typed.value(QStringLiteral("type"))},
                      {QStringLiteral("damage"), typed.value(QStringLiteral("damage"))}};
    // The pack's own form: flags only where set, bonuses only on artifacts.
    if (typed.value(QStringLiteral("two_handed")).toBool())
        entry.insert(QStringLiteral("two_handed"), true);
    if (isArtifact(typed)) {
        entry.insert(QStringLiteral("artifact"), true);
        for (const QString &key : {QStringLiteral("attack"), QStringLiteral("defense")})
            if (typed.contains(key))
                entry.insert(key, typed.value(key));
    }
    return entry;
}

// Once every hero of the turn is placed and before the bids, the table shows
// the turn's artifact (artifact.set).
bool artifactShowing(const Table &t)
{
    return t.phase == Phase::Bidding && t.sealedBids.isEmpty() && !t.pending && t.turn >= 1 && t.turn <= t.artifacts.size();
}

} // namespace

Status addPouchItem(Play &play, const PouchAddItem &action)
{
    const bool market = !marketDrawCandidates(play).isEmpty();
    const bool offer = !fastDrawCandidates(play).isEmpty();
    const bool showing = artifactShowing(play.table);
    if (!market && !offer && !showing)
        return RuleError::invalid(QStringLiteral("theosis.no_draw_now"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "A token the pack lacks is entered while the table enters what "
                                                                     "the pouch turned up: the Market at the start of a turn, the "
                                                                     "turn's artifact, or the fast preparation's offer.")));
    const bool artifact = isArtifact(action.item);
    if (artifact && !offer && !showing)
        return RuleError::invalid(QStringLiteral("theosis.artifact_not_for_market"), rule("market"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 is an artifact: it is shown to everyone and goes back into the pouch."),
                                         action.item.value(QStringLiteral("name")).toString().trimmed()));
    if (!artifact && !offer && !market)
        return RuleError::invalid(QStringLiteral("theosis.not_an_artifact"), rule("bidding"),
                                  phrase(QT_TRANSLATE_NOOP("Engine", "Now the table shows the turn's artifact; an item it lacks is typed "
                                                                     "when the Market is drawn.")));
    QJsonObject setup = play.state.setup;
    QJsonObject pack = setup.value(QStringLiteral("content")).toObject();
    QJsonArray items = pack.value(kItems).toArray();
    const QJsonObject entry = itemEntry(action.item, items);
    items.append(entry);
    pack.insert(kItems, items);
    // The pack's own reader checks the token, naming the part at fault.
    auto parsed = contentFrom(pack);
    if (!parsed) {
        RuleError error = parsed.error();
        error.message.args.replaceInStrings(QStringLiteral("items[%1]").arg(items.size() - 1), QStringLiteral("item"));
        return error;
    }
    setup.insert(QStringLiteral("content"), pack);
    play.state.setup = setup;
    const QString id = entry.value(QStringLiteral("id")).toString();
    const QString name = entry.value(QStringLiteral("name")).toString();
    // The turn's artifact joins the face-down ones, where the reveal takes it from.
    if (artifact && showing && !offer) {
        play.table.artifacts << id;
        play.note(QStringLiteral("pouch.item_added"), {{QStringLiteral("item"), entry}},
                  phrase(QT_TRANSLATE_NOOP("Engine", "%1 joins the face-down artifacts as the real token shows it; now it can be shown as the turn's artifact."),
                         name));
        return Done{};
    }
    play.table.pouch << id;
    play.note(QStringLiteral("pouch.item_added"), {{QStringLiteral("item"), entry}},
              phrase(QT_TRANSLATE_NOOP("Engine", "%1 goes into the pouch as the real token shows it; now it can be named as drawn."), name));
    return Done{};
}

std::vector<CardField> newItemFields(const Play &play)
{
    const Content &content = play.content;
    // What the draw being entered may turn up: the Market no artifact, the turn's
    // artifact nothing else, the fast offer either.
    const bool offer = !fastDrawCandidates(play).isEmpty();
    const bool market = !offer && !marketDrawCandidates(play).isEmpty();
    const bool onlyArtifact = !offer && !market && artifactShowing(play.table);
    CardField kind{QStringLiteral("kind"), phrase(QT_TRANSLATE_NOOP("Engine", "Kind")), CardField::Kind::Choice};
    kind.values = {QStringLiteral("weapon"), QStringLiteral("armor")};
    kind.valueLabels = {phrase(QT_TRANSLATE_NOOP("Engine", "Weapon")), phrase(QT_TRANSLATE_NOOP("Engine", "Armour"))};
    CardField type{QStringLiteral("type"), phrase(QT_TRANSLATE_NOOP("Engine", "Slot symbol")), CardField::Kind::Choice};
    QStringList symbols;
    for (const HeroSheet &hero : content.heroes)
        for (const ItemSlot &slot : hero.slots)
            for (const QString &accepted : slot.accepts)
                if (!symbols.contains(accepted))
                    symbols << accepted;
    symbols.sort();
    for (const QString &symbol : symbols) {
        type.values.append(symbol);
        type.valueLabels.push_back(slotWord(symbol));
    }
    CardField hands{QStringLiteral("two_handed"), phrase(QT_TRANSLATE_NOOP("Engine", "Hands")), CardField::Kind::Choice};
    hands.values = {false, true};
    hands.valueLabels = {phrase(QT_TRANSLATE_NOOP("Engine", "One hand")), phrase(QT_TRANSLATE_NOOP("Engine", "Two hands"))};
    std::vector<CardField> fields{CardField{QStringLiteral("name"), phrase(QT_TRANSLATE_NOOP("Engine", "Name")), CardField::Kind::Text},
                                  kind,
                                  type,
                                  CardField{QStringLiteral("damage"), phrase(QT_TRANSLATE_NOOP("Engine", "Damage")), CardField::Kind::Number, 0, 9},
                                  hands};
    if (market)
        return fields;
    CardField artifact{QStringLiteral("artifact"), phrase(QT_TRANSLATE_NOOP("Engine", "Artifact")), CardField::Kind::Choice};
    if (onlyArtifact) {
        artifact.values = {true};
        artifact.valueLabels = {phrase(QT_TRANSLATE_NOOP("Engine", "Yes"))};
    } else {
        artifact.values = {false, true};
        artifact.valueLabels = {phrase(QT_TRANSLATE_NOOP("Engine", "No")), phrase(QT_TRANSLATE_NOOP("Engine", "Yes"))};
    }
    fields.push_back(artifact);
    fields.push_back(CardField{QStringLiteral("attack"), phrase(QT_TRANSLATE_NOOP("Engine", "Artifact's Attack bonus")), CardField::Kind::Number, 0, 3});
    fields.push_back(CardField{QStringLiteral("defense"), phrase(QT_TRANSLATE_NOOP("Engine", "Artifact's Defence bonus")), CardField::Kind::Number, 0, 3});
    return fields;
}

QJsonObject packKeepingItem(QJsonObject pack, const QJsonObject &action)
{
    if (action.value(QStringLiteral("type")).toString() != QLatin1String(PouchAddItem::kType))
        return pack;
    QJsonArray items = pack.value(kItems).toArray();
    const QJsonObject typed = action.value(QStringLiteral("item")).toObject();
    const QString name = typed.value(QStringLiteral("name")).toString().trimmed();
    for (const QJsonValue &i : items)
        if (i.toObject().value(QStringLiteral("name")).toString() == name)
            return pack; // kept already, by an earlier game
    items.append(itemEntry(typed, items));
    pack.insert(kItems, items);
    return pack;
}

} // namespace arbiter::theosis
