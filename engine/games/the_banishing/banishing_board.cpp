#include "games/the_banishing/banishing_board.h"

#include "core/json_fields.h"

namespace arbiter::banishing {

namespace {

QStringList stringsFrom(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

QJsonArray toJsonArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

RuleError unreadable()
{
    return RuleError{ErrorKind::Internal, QStringLiteral("banishing.state_unreadable"), {},
                     phrase(QT_TRANSLATE_NOOP("Engine", "The Banishing's table state could not be read."))};
}

struct PlaceKindName {
    Place::Kind kind;
    const char *name;
    bool perCharacter;
};

constexpr PlaceKindName kPlaceKinds[] = {
    {Place::Kind::Void, "void", false},       {Place::Kind::Hand, "hand", true},
    {Place::Kind::Wounds, "wounds", true},    {Place::Kind::Items, "items", true},
    {Place::Kind::Discard, "discard", false}, {Place::Kind::Banishing, "banishing", false},
    {Place::Kind::Deck, "deck", false},
};

} // namespace

Result<Board> boardOf(const SessionState &state)
{
    const QJsonObject &data = state.data;
    const QJsonArray voidArray = data.value(QStringLiteral("void")).toArray();
    if (voidArray.size() != kVoidSize)
        return unreadable();
    Board board;
    board.mode = data.value(QStringLiteral("mode")).toString() == QLatin1String("table") ? DeckMode::Table : DeckMode::App;
    board.difficulty = data.value(QStringLiteral("difficulty")).toInt();
    board.order = stringsFrom(data.value(QStringLiteral("order")));
    const QJsonObject characters = data.value(QStringLiteral("characters")).toObject();
    for (const QString &id : board.order) {
        const QJsonObject c = characters.value(id).toObject();
        board.characters[id] = CharacterCards{stringsFrom(c.value(QStringLiteral("hand"))),
                                              stringsFrom(c.value(QStringLiteral("wounds"))),
                                              stringsFrom(c.value(QStringLiteral("items")))};
    }
    for (int i = 0; i < kVoidSize; ++i)
        board.voidStacks[static_cast<std::size_t>(i)] = stringsFrom(voidArray.at(i));
    board.deck = stringsFrom(data.value(QStringLiteral("deck")));
    board.discard = stringsFrom(data.value(QStringLiteral("discard")));
    board.banishing = stringsFrom(data.value(QStringLiteral("banishing")));
    const QJsonObject reserve = data.value(QStringLiteral("reserve")).toObject();
    for (auto it = reserve.begin(); it != reserve.end(); ++it)
        board.reserve[it.key().toInt()] = stringsFrom(it.value());
    board.pending = stringsFrom(data.value(QStringLiteral("pending")));
    board.settingUp = data.value(QStringLiteral("setting_up")).toBool();
    board.timeUp = data.value(QStringLiteral("time_up")).toBool();
    const QJsonObject turn = data.value(QStringLiteral("turn")).toObject();
    board.turn = TurnState{turn.value(QStringLiteral("character")).toString(), turn.value(QStringLiteral("taken")).toBool(),
                           turn.value(QStringLiteral("ability")).toString(),
                           stringsFrom(turn.value(QStringLiteral("undead_taken")))};
    if (board.order.isEmpty() || !board.hasCharacter(board.turn.character))
        return unreadable();
    return board;
}

namespace {

QJsonObject toJson(const CharacterCards &cards)
{
    return {{QStringLiteral("hand"), toJsonArray(cards.hand)},
            {QStringLiteral("wounds"), toJsonArray(cards.wounds)},
            {QStringLiteral("items"), toJsonArray(cards.items)}};
}

QJsonObject toJson(const std::map<int, QStringList> &reserve)
{
    QJsonObject out;
    for (const auto &[level, cards] : reserve)
        out.insert(QString::number(level), toJsonArray(cards));
    return out;
}

QJsonObject toJson(const TurnState &turn)
{
    return {{QStringLiteral("character"), turn.character},
            {QStringLiteral("taken"), turn.taken},
            {QStringLiteral("ability"), turn.ability},
            {QStringLiteral("undead_taken"), toJsonArray(turn.undeadTaken)}};
}

QString modeName(DeckMode mode)
{
    return mode == DeckMode::Table ? QStringLiteral("table") : QStringLiteral("app");
}

// The keys toJson(Board) writes; data with other keys is written whole.
int keyCount(DeckMode mode)
{
    return mode == DeckMode::App ? 13 : 12;
}

} // namespace

QJsonObject toJson(const Board &board)
{
    QJsonObject characters;
    for (const auto &[id, cards] : board.characters)
        characters.insert(id, toJson(cards));
    QJsonArray voidArray;
    for (const QStringList &stack : board.voidStacks)
        voidArray.append(toJsonArray(stack));
    QJsonObject data{
        {QStringLiteral("mode"), modeName(board.mode)},
        {QStringLiteral("difficulty"), board.difficulty},
        {QStringLiteral("order"), toJsonArray(board.order)},
        {QStringLiteral("characters"), characters},
        {QStringLiteral("void"), voidArray},
        {QStringLiteral("discard"), toJsonArray(board.discard)},
        {QStringLiteral("banishing"), toJsonArray(board.banishing)},
        {QStringLiteral("reserve"), toJson(board.reserve)},
        {QStringLiteral("pending"), toJsonArray(board.pending)},
        {QStringLiteral("setting_up"), board.settingUp},
        {QStringLiteral("time_up"), board.timeUp},
        {QStringLiteral("turn"), toJson(board.turn)},
    };
    if (board.mode == DeckMode::App)
        data.insert(QStringLiteral("deck"), toJsonArray(board.deck));
    return data;
}

void store(const Board &board, SessionState &state)
{
    state.data = toJson(board);
}

void storeChanges(const Board &before, const Board &board, SessionState &state)
{
    QJsonObject &data = state.data;
    if (before.mode != board.mode || data.size() != keyCount(board.mode)) {
        store(board, state);
        return;
    }
    const auto update = [&](const QString &key, bool changed, const auto &value) {
        if (changed)
            data.insert(key, value());
    };
    update(QStringLiteral("difficulty"), board.difficulty != before.difficulty, [&] { return QJsonValue(board.difficulty); });
    update(QStringLiteral("order"), board.order != before.order, [&] { return toJsonArray(board.order); });
    if (board.characters != before.characters) {
        QJsonObject characters = data.value(QStringLiteral("characters")).toObject();
        for (const auto &[id, cards] : board.characters) {
            const auto was = before.characters.find(id);
            if (was == before.characters.end() || !(was->second == cards))
                characters.insert(id, toJson(cards));
        }
        data.insert(QStringLiteral("characters"), characters);
    }
    if (board.voidStacks != before.voidStacks) {
        QJsonArray voidArray = data.value(QStringLiteral("void")).toArray();
        for (std::size_t i = 0; i < board.voidStacks.size(); ++i)
            if (board.voidStacks[i] != before.voidStacks[i])
                voidArray.replace(static_cast<qsizetype>(i), toJsonArray(board.voidStacks[i]));
        data.insert(QStringLiteral("void"), voidArray);
    }
    update(QStringLiteral("discard"), board.discard != before.discard, [&] { return toJsonArray(board.discard); });
    update(QStringLiteral("banishing"), board.banishing != before.banishing, [&] { return toJsonArray(board.banishing); });
    update(QStringLiteral("reserve"), board.reserve != before.reserve, [&] { return toJson(board.reserve); });
    update(QStringLiteral("pending"), board.pending != before.pending, [&] { return toJsonArray(board.pending); });
    update(QStringLiteral("setting_up"), board.settingUp != before.settingUp, [&] { return QJsonValue(board.settingUp); });
    update(QStringLiteral("time_up"), board.timeUp != before.timeUp, [&] { return QJsonValue(board.timeUp); });
    update(QStringLiteral("turn"), !(board.turn == before.turn), [&] { return toJson(board.turn); });
    if (board.mode == DeckMode::App)
        update(QStringLiteral("deck"), board.deck != before.deck, [&] { return toJsonArray(board.deck); });
}

QString Place::id() const
{
    for (const PlaceKindName &k : kPlaceKinds) {
        if (k.kind != kind)
            continue;
        const QString name = QString::fromLatin1(k.name);
        if (kind == Kind::Void)
            return name + QLatin1Char(':') + QString::number(index);
        return k.perCharacter ? name + QLatin1Char(':') + character : name;
    }
    return {};
}

Result<Place> placeFrom(const QJsonValue &value, const Board &board, const QString &path)
{
    if (!value.isString())
        return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must name a place such as \"void:4\", \"hand:fighter\" or \"discard\"."));
    const QString text = value.toString().trimmed();
    const QString head = text.section(QLatin1Char(':'), 0, 0);
    const QString tail = text.section(QLatin1Char(':'), 1);
    for (const PlaceKindName &k : kPlaceKinds) {
        if (head != QLatin1String(k.name))
            continue;
        if (k.kind == Place::Kind::Void) {
            bool ok = false;
            const int index = tail.toInt(&ok);
            if (!ok || index < 0 || index >= kVoidSize)
                return RuleError::badRequest(QStringLiteral("request.range"),
                                             phrase(QT_TRANSLATE_NOOP("Engine", "%1: a Void space is numbered 0 to 8, row by row from the top left."), path));
            return Place::voidSpace(index);
        }
        if (k.perCharacter) {
            if (!board.hasCharacter(tail))
                return RuleError::badRequest(QStringLiteral("banishing.unknown_character"),
                                             phrase(QT_TRANSLATE_NOOP("Engine", "%1: no character \"%2\" plays in this game."), path, tail));
            return Place{k.kind, -1, tail};
        }
        if (!tail.isEmpty())
            break;
        return Place{k.kind, -1, {}};
    }
    return json::fieldError(path, QT_TRANSLATE_NOOP("Engine", "%1 must name a place such as \"void:4\", \"hand:fighter\" or \"discard\"."));
}

QStringList &cardsAt(Board &board, const Place &place)
{
    switch (place.kind) {
    case Place::Kind::Void:
        return board.voidStacks[static_cast<std::size_t>(place.index)];
    case Place::Kind::Hand:
        return board.cardsOf(place.character).hand;
    case Place::Kind::Wounds:
        return board.cardsOf(place.character).wounds;
    case Place::Kind::Items:
        return board.cardsOf(place.character).items;
    case Place::Kind::Discard:
        return board.discard;
    case Place::Kind::Banishing:
        return board.banishing;
    case Place::Kind::Deck:
        break;
    }
    return board.deck;
}

const QStringList &cardsAt(const Board &board, const Place &place)
{
    // One switch for both: the mutable overload never changes the board itself.
    return cardsAt(const_cast<Board &>(board), place);
}

} // namespace arbiter::banishing
