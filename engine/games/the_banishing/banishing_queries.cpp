#include "games/the_banishing/banishing_queries.h"

#include "games/the_banishing/banishing_abilities.h"
#include "games/the_banishing/banishing_match.h"
#include "games/the_banishing/banishing_play.h"
#include "games/the_banishing/banishing_setup.h"

namespace arbiter::banishing {

namespace {

struct FoundSet {
    QStringList cards;
    bool wand = false;
};

// Searches the hand for three cards of `color` (two and the Wand when
// allowed) that pay for `level`, exact level first.
FoundSet findSet(const Content &content, const QStringList &hand, const QString &color, int level, bool haveWand)
{
    QStringList pool;
    std::vector<SetCard> cards;
    for (const QString &id : hand) {
        const CardType *type = content.card(id);
        if (type && type->kind == CardKind::Symbol && type->color.trimmed().toLower() == color.trimmed().toLower()) {
            pool << id;
            cards.push_back(SetCard{false, type->color, type->symbol});
        }
    }
    cards.push_back(SetCard{true, {}, {}});
    const int wandIndex = static_cast<int>(pool.size());
    const int n = wandIndex;
    for (const bool exact : {true, false}) {
        const auto fits = [&](int rated) { return exact ? rated == level : rated >= level; };
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                for (int k = j + 1; k < n; ++k)
                    if (fits(rateSet(cards, {i, j, k}).level))
                        return {{pool.at(i), pool.at(j), pool.at(k)}, false};
        if (!haveWand)
            continue;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (fits(rateSet(cards, {i, j, wandIndex}).level))
                    return {{pool.at(i), pool.at(j)}, true};
    }
    return {};
}

} // namespace

std::vector<AbilityOption> abilityOptions(const SessionState &state, const QString &character)
{
    auto started = startPlay(state);
    if (!started || !started->board.hasCharacter(character))
        return {};
    const Play &play = started.value();
    const CharacterSheet *sheet = play.content.character(character);
    if (!sheet)
        return {};
    const Board &board = play.board;
    const Status may = mayUseUniqueAbility(play, character);
    const std::optional<RuleError> refusal = may ? std::nullopt : std::optional<RuleError>(may.error());
    bool haveWand = false;
    for (const QString &item : board.cardsOf(character).items)
        if (const CardType *type = play.content.card(item))
            haveWand = haveWand || (type->kind == CardKind::Item && type->item == ItemKind::Wand);
    std::vector<AbilityOption> options;
    for (const Ability &ability : sheet->abilities) {
        const FoundSet set = findSet(play.content, board.cardsOf(character).hand, ability.color, ability.level, haveWand);
        options.push_back(AbilityOption{ability.id, ability.name, ability.level, ability.color, ability.effect,
                                        ability.toBanishing, !refusal, refusal, set.cards, set.wand});
    }
    return options;
}

Result<CharacterStatus> characterStatusIn(const SessionState &state, const QString &character)
{
    auto started = startPlay(state);
    if (!started)
        return started.error();
    return statusOf(state, started->board, started->content, character);
}

Result<GameOutcome> outcomeIn(const SessionState &state)
{
    auto started = startPlay(state);
    if (!started)
        return started.error();
    return outcomeOf(state, started->board, started->content);
}

Result<QJsonArray> takeableLines(const SessionState &state)
{
    auto board = boardOf(state);
    if (!board)
        return board.error();
    QJsonArray lines;
    for (const bool row : {true, false})
        for (int index = 0; index < kVoidSide; ++index) {
            bool any = false;
            for (int k = 0; k < kVoidSide; ++k)
                any = any || !board->voidStacks[static_cast<std::size_t>(row ? index * kVoidSide + k : index + k * kVoidSide)].isEmpty();
            if (any)
                lines.append(QJsonObject{{QStringLiteral("line"), row ? QStringLiteral("row") : QStringLiteral("column")},
                                         {QStringLiteral("index"), index}});
        }
    return lines;
}

Result<QStringList> recommendedCharactersFor(const QJsonObject &content, int players)
{
    auto parsed = contentFrom(content);
    if (!parsed)
        return parsed.error();
    return recommendedCharacters(parsed.value(), players);
}

} // namespace arbiter::banishing
