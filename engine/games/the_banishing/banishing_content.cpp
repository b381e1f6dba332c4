#include "games/the_banishing/banishing_content.h"

#include "core/json_fields.h"

#include <QRegularExpression>
#include <optional>
#include <set>

namespace arbiter::banishing {

namespace {

constexpr int kMaxCopies = 100;
constexpr int kMaxStat = 30;
constexpr int kMaxEntries = 200;
constexpr int kMaxAbilities = 20;
constexpr int kMaxTextLength = 600;
const QString kRoot = QStringLiteral("content");

Result<QString> idField(const QJsonObject &o, const QString &path)
{
    auto id = json::requiredString(o, QStringLiteral("id"), path);
    if (!id)
        return id.error();
    // Ids become entity ids and parts of place names such as "hand:fighter".
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_-]{1,40}$"));
    if (!pattern.match(id.value()).hasMatch())
        return json::fieldError(json::childPath(path, QStringLiteral("id")),
                                QT_TRANSLATE_NOOP("Engine", "%1 must be 1 to 40 letters, digits, '-' or '_'."));
    return id;
}

Result<QString> textField(const QJsonObject &o, const QString &key, const QString &path, bool required)
{
    auto text = required ? json::requiredString(o, key, path) : json::optionalString(o, key, path, {});
    if (!text)
        return text.error();
    if ((required && text->trimmed().isEmpty()) || text->size() > kMaxTextLength)
        return json::fieldError(json::childPath(path, key), QT_TRANSLATE_NOOP("Engine", "%1 must hold 1 to 600 characters."));
    return text->trimmed();
}

RuleError duplicateId(const QString &path, const QString &id)
{
    return RuleError::badRequest(QStringLiteral("content.duplicate_id"),
                                 phrase(QT_TRANSLATE_NOOP("Engine", "%1: the id \"%2\" is used twice."), path, id));
}

Result<CardType> cardTypeFrom(const QJsonObject &o, const QString &path)
{
    CardType card;
    auto id = idField(o, path);
    if (!id)
        return id.error();
    card.id = id.value();
    auto name = textField(o, QStringLiteral("name"), path, false);
    if (!name)
        return name.error();
    card.name = name->isEmpty() ? card.id : name.value();
    auto count = json::requiredInt(o, QStringLiteral("count"), path, 0, kMaxCopies);
    if (!count)
        return count.error();
    card.count = count.value();
    auto kind = json::requiredChoice(o, QStringLiteral("kind"), path,
                                     {QStringLiteral("symbol"), QStringLiteral("undead"), QStringLiteral("item")});
    if (!kind)
        return kind.error();
    if (kind.value() == QLatin1String("symbol")) {
        card.kind = CardKind::Symbol;
        auto color = textField(o, QStringLiteral("color"), path, true);
        if (!color)
            return color.error();
        auto symbol = textField(o, QStringLiteral("symbol"), path, true);
        if (!symbol)
            return symbol.error();
        card.color = color.value();
        card.symbol = symbol.value();
    } else if (kind.value() == QLatin1String("undead")) {
        card.kind = CardKind::Undead;
        auto level = json::requiredInt(o, QStringLiteral("level"), path, 1, kMaxUndeadLevel);
        if (!level)
            return level.error();
        auto damage = json::requiredInt(o, QStringLiteral("damage"), path, 1, kMaxDamage);
        if (!damage)
            return damage.error();
        card.level = level.value();
        card.damage = damage.value();
    } else {
        card.kind = CardKind::Item;
        auto item = json::requiredChoice(o, QStringLiteral("item"), path,
                                         {QStringLiteral("shield"), QStringLiteral("wand"), QStringLiteral("armor")});
        if (!item)
            return item.error();
        card.item = item.value() == QLatin1String("shield") ? ItemKind::Shield
                    : item.value() == QLatin1String("wand") ? ItemKind::Wand
                                                             : ItemKind::Armor;
    }
    return card;
}

// "handling": "applied" | "by_hand" (absent: unmarked), "corrections": kinds
// from correctionKinds(), only with "by_hand".
Status handlingFrom(const QJsonObject &o, const QString &path, Ability &ability)
{
    if (o.contains(QStringLiteral("handling"))) {
        auto handling = json::requiredChoice(o, QStringLiteral("handling"), path,
                                             {QStringLiteral("applied"), QStringLiteral("by_hand")});
        if (!handling)
            return handling.error();
        ability.handling = handling.value() == QLatin1String("applied") ? Handling::Applied : Handling::ByHand;
    }
    auto corrections = json::optionalArray(o, QStringLiteral("corrections"), path);
    if (!corrections)
        return corrections.error();
    const QString listPath = json::childPath(path, QStringLiteral("corrections"));
    if (!corrections->isEmpty() && ability.handling != Handling::ByHand)
        return json::fieldError(listPath, QT_TRANSLATE_NOOP("Engine", "%1 belongs to an effect marked \"by_hand\"."));
    for (qsizetype i = 0; i < corrections->size(); ++i) {
        const QString kind = corrections->at(i).toString();
        if (!correctionKinds().contains(kind))
            return RuleError::badRequest(QStringLiteral("request.choice"),
                                         phrase(QT_TRANSLATE_NOOP("Engine", "%1 must be one of: %2."),
                                                json::indexedPath(listPath, i), correctionKinds().join(QStringLiteral(", "))));
        if (ability.corrections.contains(kind))
            return duplicateId(listPath, kind);
        ability.corrections << kind;
    }
    return Done{};
}

Result<Ability> abilityFrom(const QJsonObject &o, const QString &path)
{
    auto id = idField(o, path);
    if (!id)
        return id.error();
    auto name = textField(o, QStringLiteral("name"), path, true);
    if (!name)
        return name.error();
    auto level = json::requiredInt(o, QStringLiteral("level"), path, 1, 2);
    if (!level)
        return level.error();
    auto color = textField(o, QStringLiteral("color"), path, true);
    if (!color)
        return color.error();
    auto effect = textField(o, QStringLiteral("effect"), path, true);
    if (!effect)
        return effect.error();
    auto cardsTo = json::optionalString(o, QStringLiteral("cards_to"), path, QStringLiteral("discard"));
    if (!cardsTo)
        return cardsTo.error();
    if (cardsTo.value() != QLatin1String("discard") && cardsTo.value() != QLatin1String("banishing"))
        return json::fieldError(json::childPath(path, QStringLiteral("cards_to")),
                                QT_TRANSLATE_NOOP("Engine", "%1 must be \"discard\" or \"banishing\"."));
    Ability ability{id.value(), name.value(), level.value(), color.value(), effect.value(),
                    cardsTo.value() == QLatin1String("banishing")};
    if (auto handled = handlingFrom(o, path, ability); !handled)
        return handled.error();
    return ability;
}

Result<CharacterSheet> characterFrom(const QJsonObject &o, const QString &path)
{
    CharacterSheet sheet;
    auto id = idField(o, path);
    if (!id)
        return id.error();
    auto name = textField(o, QStringLiteral("name"), path, true);
    if (!name)
        return name.error();
    auto stamina = json::requiredInt(o, QStringLiteral("stamina"), path, 1, kMaxStat);
    if (!stamina)
        return stamina.error();
    auto health = json::requiredInt(o, QStringLiteral("health"), path, 1, kMaxStat);
    if (!health)
        return health.error();
    auto abilities = json::requiredArray(o, QStringLiteral("abilities"), path);
    if (!abilities)
        return abilities.error();
    sheet = CharacterSheet{id.value(), name.value(), stamina.value(), health.value(), {}};
    const QString listPath = json::childPath(path, QStringLiteral("abilities"));
    if (abilities->size() > kMaxAbilities)
        return json::fieldError(listPath, QT_TRANSLATE_NOOP("Engine", "%1 lists more than 20 abilities."));
    std::set<QString> ids;
    for (qsizetype i = 0; i < abilities->size(); ++i) {
        const QString itemPath = json::indexedPath(listPath, i);
        if (!abilities->at(i).isObject())
            return json::fieldError(itemPath, QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
        auto ability = abilityFrom(abilities->at(i).toObject(), itemPath);
        if (!ability)
            return ability.error();
        if (!ids.insert(ability->id).second)
            return duplicateId(listPath, ability->id);
        sheet.abilities.push_back(ability.value());
    }
    return sheet;
}

Result<QStringList> characterList(const QJsonObject &pack, const QString &key, const Content &content)
{
    auto list = json::optionalArray(pack, key, kRoot);
    if (!list)
        return list.error();
    QStringList ids;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString id = list->at(i).toString();
        if (!content.character(id))
            return json::fieldError(json::indexedPath(json::childPath(kRoot, key), i),
                                    QT_TRANSLATE_NOOP("Engine", "%1 must name a character of the pack."));
        ids << id;
    }
    return ids;
}

} // namespace

const Ability *CharacterSheet::ability(const QString &abilityId) const
{
    for (const Ability &a : abilities)
        if (a.id == abilityId)
            return &a;
    return nullptr;
}

const CardType *Content::card(const QString &id) const
{
    for (const CardType &c : cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

const CharacterSheet *Content::character(const QString &id) const
{
    for (const CharacterSheet &c : characters)
        if (c.id == id)
            return &c;
    return nullptr;
}

QStringList Content::expand(bool (*keep)(const CardType &)) const
{
    QStringList out;
    for (const CardType &c : cards)
        if (keep(c))
            for (int i = 0; i < c.count; ++i)
                out << c.id;
    return out;
}

int Content::itemCount() const
{
    int total = 0;
    for (const CardType &c : cards)
        total += c.kind == CardKind::Item ? c.count : 0;
    return total;
}

// A required list of 1 to kMaxEntries objects with distinct ids, each read by `parse`.
template <typename Entry, typename Parse>
Result<std::vector<Entry>> distinctEntries(const QJsonObject &pack, const QString &key, const char *sizeMessage,
                                           Parse parse)
{
    auto list = json::requiredArray(pack, key, kRoot);
    if (!list)
        return list.error();
    const QString listPath = json::childPath(kRoot, key);
    if (list->isEmpty() || list->size() > kMaxEntries)
        return json::fieldError(listPath, sizeMessage);
    std::set<QString> ids;
    std::vector<Entry> entries;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString path = json::indexedPath(listPath, i);
        if (!list->at(i).isObject())
            return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must be an object."));
        auto entry = parse(list->at(i).toObject(), path);
        if (!entry)
            return entry.error();
        if (!ids.insert(entry->id).second)
            return duplicateId(listPath, entry->id);
        entries.push_back(entry.value());
    }
    return entries;
}

Result<Content> contentFrom(const QJsonObject &pack)
{
    Content content;
    auto cards = distinctEntries<decltype(content.cards)::value_type>(
        pack, QStringLiteral("cards"), QT_TRANSLATE_NOOP("Engine", "%1 must list 1 to 200 kinds of card."), cardTypeFrom);
    if (!cards)
        return cards.error();
    content.cards = std::move(cards).value();
    auto characters = distinctEntries<decltype(content.characters)::value_type>(
        pack, QStringLiteral("characters"), QT_TRANSLATE_NOOP("Engine", "%1 must list 1 to 200 characters."),
        characterFrom);
    if (!characters)
        return characters.error();
    content.characters = std::move(characters).value();

    auto firstGame = characterList(pack, QStringLiteral("first_game"), content);
    if (!firstGame)
        return firstGame.error();
    content.firstGame = firstGame.value();
    auto morePlayers = characterList(pack, QStringLiteral("more_players"), content);
    if (!morePlayers)
        return morePlayers.error();
    content.morePlayers = morePlayers.value();
    auto difficulty = json::optionalInt(pack, QStringLiteral("default_difficulty"), kRoot, 0, 0, content.itemCount());
    if (!difficulty)
        return difficulty.error();
    content.defaultDifficulty = difficulty.value();
    return content;
}

Status validateContent(const QJsonObject &pack)
{
    return statusOf(contentFrom(pack));
}

Result<Content> contentOf(const QJsonObject &setup)
{
    if (!setup.value(kRoot).isObject())
        return RuleError::badRequest(QStringLiteral("content.missing"),
                                     phrase(QT_TRANSLATE_NOOP("Engine", "The setup carries no content pack for The Banishing (setup.content).")));
    // Every action and every option the rules are asked about reads the pack
    // again, and reading it dominated their cost. The last pack read is kept
    // per thread: states of one session share the same JSON, so the check is
    // a pointer comparison, and a different but equal pack compares equal.
    struct LastRead {
        QJsonObject pack;
        Content content;
    };
    thread_local std::optional<LastRead> last;
    const QJsonObject pack = setup.value(kRoot).toObject();
    if (last && last->pack == pack)
        return last->content;
    auto content = contentFrom(pack);
    if (content)
        last = LastRead{pack, content.value()};
    return content;
}

const QStringList &correctionKinds()
{
    static const QStringList kinds{QStringLiteral("void_discard"),  QStringLiteral("void_move"),
                                   QStringLiteral("void_wound"),    QStringLiteral("wound_discard"),
                                   QStringLiteral("wound_banishing"), QStringLiteral("hand_banishing"),
                                   QStringLiteral("discard_banishing"), QStringLiteral("draw")};
    return kinds;
}

QString itemKindName(ItemKind kind)
{
    switch (kind) {
    case ItemKind::Shield:
        return QStringLiteral("shield");
    case ItemKind::Wand:
        return QStringLiteral("wand");
    case ItemKind::Armor:
        return QStringLiteral("armor");
    }
    return {};
}

} // namespace arbiter::banishing
