#pragma once

// The contract of a game's options query, checked by random playouts:
//  - while the game is not over there is at least one option and a step;
//  - every option, completed with any one listed value per input field, is
//    accepted by apply;
//  - every refused entry is refused by apply with the code it lists;
//  - a game action that is not offered is refused: actions offered earlier in
//    the game, and the current options with one field changed, are tried, and
//    any that apply accepts must be among the current options.
// Each game's tst_options_<game>.cpp supplies random starting states.

#include "core/options.h"
#include "core/session.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <deque>
#include <functional>
#include <random>

namespace arbiter::testing {

class OptionsContract {
public:
    struct Totals {
        int games = 0;
        int finished = 0; // games that reached over
        int steps = 0;
        int optionsChecked = 0;
        int refusalsChecked = 0;
        int strangersRefused = 0; // not offered, tried, refused as they must be
    };

    // `alwaysOpen`: action types the game accepts whether offered or not (the
    // table's own corrections, such as Exiled Legends' effects.apply, which it
    // also offers at times): never tried as strangers.
    OptionsContract(const GameDefinition &game, std::uint64_t seed, QStringList alwaysOpen = {})
        : m_game(game), m_random(seed), m_alwaysOpen(std::move(alwaysOpen))
    {
    }

    // Plays one game from `start` by random options for at most `maxSteps`
    // steps. False on the first breach; `failure()` says which and where.
    bool play(const SessionState &start, int maxSteps)
    {
        ++m_totals.games;
        m_seen.clear();
        SessionState state = start;
        for (int step = 0; step < maxSteps; ++step) {
            auto now = gameOptions(m_game, state);
            if (!now)
                return fail(state, QStringLiteral("the options query failed: ") + describe(now.error()));
            const GameOptions &options = now.value();
            if (!checkShape(state, options) || !checkOffered(state, options) || !checkRefused(state, options)
                || !checkStrangers(state, options))
                return false;
            if (options.over) {
                ++m_totals.finished;
                return true;
            }
            const OfferedAction &chosen = options.options[pick(options.options.size())];
            const QJsonObject action = complete(chosen);
            auto next = apply(m_game, state, action);
            if (!next)
                return fail(state, QStringLiteral("the chosen option was refused: ") + compact(action) + QStringLiteral(" -> ")
                                       + describe(next.error()));
            remember(action);
            for (int extra = 0; extra < 2; ++extra)
                remember(complete(options.options[pick(options.options.size())]));
            state = std::move(next).value().state;
            ++m_totals.steps;
        }
        return true;
    }

    [[nodiscard]] const QString &failure() const { return m_failure; }
    [[nodiscard]] const Totals &totals() const { return m_totals; }
    std::mt19937_64 &random() { return m_random; }

    static QString compact(const QJsonObject &object)
    {
        return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    }

private:
    static constexpr std::size_t kOptionsCheckedPerStep = 60;
    int m_typedCards = 0;
    static constexpr std::size_t kStrangersPerStep = 40;
    static constexpr std::size_t kSeenKept = 300;

    static QString describe(const RuleError &error) { return error.code + QStringLiteral(": ") + renderEnglish(error.message); }

    bool fail(const SessionState &state, const QString &why)
    {
        m_failure = QStringLiteral("%1, game %2, after %3 actions: %4")
                        .arg(m_game.id)
                        .arg(m_totals.games)
                        .arg(state.actionCount)
                        .arg(why);
        return false;
    }

    std::size_t pick(std::size_t size) { return std::uniform_int_distribution<std::size_t>(0, size - 1)(m_random); }

    QJsonObject complete(const OfferedAction &option)
    {
        QJsonObject action = option.action;
        for (auto it = option.inputs.begin(); it != option.inputs.end(); ++it) {
            const QJsonArray values = it.value().toArray();
            action.insert(it.key(), values.at(static_cast<qsizetype>(pick(static_cast<std::size_t>(values.size())))));
        }
        // A card typed whole, as its fields ask: the rules must take it.
        for (const OpenInput &open : option.open)
            if (!open.card.empty() && !action.contains(open.field))
                action.insert(open.field, typedCard(open.card));
        return action;
    }

    QJsonObject typedCard(const std::vector<CardField> &fields)
    {
        QJsonObject card;
        for (const CardField &field : fields) {
            if (field.kind == CardField::Kind::Number)
                card.insert(field.key, std::uniform_int_distribution<int>(field.min, field.max)(m_random));
            else if (field.kind == CardField::Kind::Choice)
                card.insert(field.key, field.values.at(static_cast<qsizetype>(pick(static_cast<std::size_t>(field.values.size())))));
            else
                card.insert(field.key, QStringLiteral("Typed %1").arg(++m_typedCards));
        }
        return card;
    }

    bool checkShape(const SessionState &state, const GameOptions &options)
    {
        if (options.over)
            return true;
        if (options.options.empty())
            return fail(state, QStringLiteral("the game is not over, yet nothing is offered"));
        if (options.step.isEmpty())
            return fail(state, QStringLiteral("the game is not over, yet the step is empty"));
        if (!options.actor.isEmpty()) {
            bool isPlayer = false;
            for (const QJsonValue &player : state.players)
                isPlayer = isPlayer || player.toObject().value(QStringLiteral("id")).toString() == options.actor;
            if (!isPlayer)
                return fail(state, QStringLiteral("the actor \"%1\" is not a player").arg(options.actor));
        }
        for (const OfferedAction &option : options.options) {
            for (const OpenInput &open : option.open)
                if (!open.card.empty() && (option.action.contains(open.field) || option.inputs.contains(open.field)))
                    return fail(state, QStringLiteral("open card input \"%1\" must be a field the action leaves out: ").arg(open.field)
                                           + compact(option.action));
            if (option.label.source == nullptr || QByteArray(option.label.source).isEmpty())
                return fail(state, QStringLiteral("an option has no label: ") + compact(option.action));
            for (auto it = option.inputs.begin(); it != option.inputs.end(); ++it)
                if (!it.value().isArray() || it.value().toArray().isEmpty() || option.action.contains(it.key()))
                    return fail(state, QStringLiteral("input \"%1\" must be a non-empty list of values for a field the action leaves out: ")
                                               .arg(it.key())
                                           + compact(option.action));
        }
        return true;
    }

    bool checkOffered(const SessionState &state, const GameOptions &options)
    {
        std::vector<std::size_t> indexes(options.options.size());
        for (std::size_t i = 0; i < indexes.size(); ++i)
            indexes[i] = i;
        std::shuffle(indexes.begin(), indexes.end(), m_random);
        if (indexes.size() > kOptionsCheckedPerStep)
            indexes.resize(kOptionsCheckedPerStep);
        for (std::size_t index : indexes) {
            const OfferedAction &option = options.options[index];
            // Every listed value of every input, each with random values for the others.
            std::vector<QJsonObject> tries{complete(option)};
            for (auto it = option.inputs.begin(); it != option.inputs.end(); ++it)
                for (const QJsonValue &value : it.value().toArray()) {
                    QJsonObject filled = complete(option);
                    filled.insert(it.key(), value);
                    tries.push_back(filled);
                }
            for (const QJsonObject &action : tries) {
                auto outcome = apply(m_game, state, action);
                if (!outcome)
                    return fail(state, QStringLiteral("an offered action was refused: ") + compact(action) + QStringLiteral(" -> ")
                                           + describe(outcome.error()));
            }
            ++m_totals.optionsChecked;
        }
        return true;
    }

    bool checkRefused(const SessionState &state, const GameOptions &options)
    {
        for (const RefusedAction &refused : options.refused) {
            auto outcome = apply(m_game, state, refused.action);
            if (outcome)
                return fail(state, QStringLiteral("an action listed as refused was accepted: ") + compact(refused.action));
            if (outcome.error().code != refused.error.code)
                return fail(state, QStringLiteral("%1 is refused with %2, but listed with %3")
                                       .arg(compact(refused.action), outcome.error().code, refused.error.code));
            ++m_totals.refusalsChecked;
        }
        return true;
    }

    static bool isOffered(const GameOptions &options, const QJsonObject &action)
    {
        for (const OfferedAction &option : options.options) {
            QStringList typed;
            for (const OpenInput &open : option.open)
                if (!open.card.empty())
                    typed << open.field;
            if (action.size() != option.action.size() + option.inputs.size() + typed.size())
                continue;
            bool same = true;
            for (auto it = action.begin(); same && it != action.end(); ++it) {
                if (typed.contains(it.key()))
                    same = it.value().isObject();
                else if (option.inputs.contains(it.key()))
                    same = option.inputs.value(it.key()).toArray().contains(it.value());
                else
                    same = option.action.value(it.key()) == it.value();
            }
            if (same)
                return true;
        }
        return false;
    }

    // A field's value changed to one seen elsewhere: another option's value
    // for the same field, or a neighbouring number.
    QJsonObject mutate(const OfferedAction &option, const GameOptions &options)
    {
        QJsonObject action = complete(option);
        const QStringList keys = action.keys();
        const QString key = keys.at(static_cast<qsizetype>(pick(static_cast<std::size_t>(keys.size()))));
        if (key == QLatin1String("type"))
            return action;
        std::vector<QJsonValue> values;
        for (const OfferedAction &other : options.options)
            if (other.action.contains(key))
                values.push_back(other.action.value(key));
        for (const QJsonObject &seen : m_seen)
            if (seen.contains(key))
                values.push_back(seen.value(key));
        const QJsonValue current = action.value(key);
        if (current.isDouble()) {
            values.push_back(current.toDouble() + 1);
            values.push_back(current.toDouble() - 1);
        }
        if (!values.empty())
            action.insert(key, values[pick(values.size())]);
        return action;
    }

    bool checkStrangers(const SessionState &state, const GameOptions &options)
    {
        std::vector<QJsonObject> strangers;
        for (const QJsonObject &seen : m_seen)
            strangers.push_back(seen);
        std::shuffle(strangers.begin(), strangers.end(), m_random);
        if (strangers.size() > kStrangersPerStep / 2)
            strangers.resize(kStrangersPerStep / 2);
        for (std::size_t i = 0; !options.options.empty() && i < kStrangersPerStep / 2; ++i)
            strangers.push_back(mutate(options.options[pick(options.options.size())], options));
        for (const QJsonObject &action : strangers) {
            if (isOffered(options, action) || m_alwaysOpen.contains(action.value(QStringLiteral("type")).toString()))
                continue;
            auto outcome = apply(m_game, state, action);
            if (outcome)
                return fail(state, QStringLiteral("an action that is not offered was accepted: ") + compact(action));
            ++m_totals.strangersRefused;
        }
        return true;
    }

    void remember(const QJsonObject &action)
    {
        if (m_alwaysOpen.contains(action.value(QStringLiteral("type")).toString()))
            return;
        m_seen.push_back(action);
        if (m_seen.size() > kSeenKept)
            m_seen.pop_front();
    }

    const GameDefinition &m_game;
    std::mt19937_64 m_random;
    std::deque<QJsonObject> m_seen;
    QStringList m_alwaysOpen;
    QString m_failure;
    Totals m_totals;
};

} // namespace arbiter::testing
