#include "LegendsAttackBuilder.h"
#include "ActiveSessionFollower.h"

#include "ActiveSession.h"
#include "LegendsCardView.h"
#include "games/exiled_legends/el_action_types.h"
#include "games/exiled_legends/el_combat.h"
#include "games/exiled_legends/el_options.h"
#include "games/exiled_legends/el_state.h"
#include "content/ContentText.h"
#include "text/PhraseText.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

using namespace exiled_legends;

// A mass attack is refused as "too few targets" until the last one is
// tapped: a target that leaves only that complaint may be added.
bool stillBuilding(const std::optional<RuleError> &refused)
{
    return !refused || refused->code == u"el.mass_too_few"_s;
}

// The engine's bound for a declared Strength.
constexpr int kMaxStrength = 20;

} // namespace

LegendsAttackBuilder::LegendsAttackBuilder(QObject *parent) : QObject(parent) {}

void LegendsAttackBuilder::setSession(ActiveSession *session)
{
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, {}))
        return;
    Q_EMIT sessionChanged();
    refresh();
}

void LegendsAttackBuilder::setAttackType(const QString &type)
{
    if (type == m_attackType || (type != u"precise"_s && type != u"mass"_s))
        return;
    m_attackType = type;
    m_selected.clear();
    clearExplanation();
    refresh();
}

void LegendsAttackBuilder::setStrengthOverride(int strength)
{
    strength = strength < 0 ? -1 : std::min(strength, kMaxStrength);
    if (strength == m_strengthOverride)
        return;
    m_strengthOverride = strength;
    m_overrideTurn = m_turn;
    // A mass attack may need a different number of targets now.
    if (m_attackType == u"mass"_s)
        m_selected.clear();
    clearExplanation();
    refresh();
}

void LegendsAttackBuilder::adjustStrength(int delta)
{
    const int wanted = std::clamp(m_strength + delta, 0, kMaxStrength);
    setStrengthOverride(wanted == m_tableStrength ? -1 : wanted);
}

QJsonObject LegendsAttackBuilder::declaration(const QStringList &targets) const
{
    return typed::encode(AttackDeclare{m_attackType, QJsonArray::fromStringList(targets), {},
                                       m_strengthOverride >= 0 ? std::optional<int>(m_strengthOverride) : std::nullopt});
}

void LegendsAttackBuilder::refresh()
{
    m_available = false;
    m_attackerName.clear();
    m_strength = 0;
    m_tableStrength = 0;
    m_targetsRequired = 0;
    m_players.clear();
    m_canDeclare = false;
    m_declareProblem.clear();

    const SessionState *state = m_session ? m_session->state() : nullptr;
    auto opened = state && state->game == u"exiled-legends"_s ? Table::open(*state) : Result<Table>(RuleError{});
    if (!opened || opened->data().stage != Stage::Play || opened->data().attack) {
        m_selected.clear();
        // A changed Strength belongs to the one attack it was set for.
        m_strengthOverride = -1;
        Q_EMIT changed();
        return;
    }
    const Table &table = opened.value();
    const GameData &data = table.data();
    m_turn = u"%1/%2"_s.arg(data.round).arg(data.turn.player);
    if (m_overrideTurn != m_turn)
        m_strengthOverride = -1;
    // Whether an attack may be declared now, and how many targets a mass
    // attack takes, is the engine's options query; the tiles below try the
    // half-made choice against the rules.
    const GameOptions &options = *m_session->options();
    bool precisePossible = false;
    int optionsMassRequired = 0;
    for (const OfferedAction &option : options.options) {
        if (option.action.value(u"type"_s).toString() != QLatin1String(AttackDeclare::kType))
            continue;
        if (option.action.value(u"attack"_s).toString() == u"precise"_s)
            precisePossible = true;
        else
            optionsMassRequired = int(option.action.value(u"targets"_s).toArray().size());
    }
    m_available = precisePossible || optionsMassRequired > 0;
    const QString attacker = table.player(data.turn.player).champion;
    m_attackerName = content_text::localized(table.nameOf(attacker));
    m_tableStrength = m_available ? table.strengthOf(attacker) : 0;
    m_strength = m_strengthOverride >= 0 ? m_strengthOverride : m_tableStrength;
    const int massRequired =
        m_strengthOverride >= 0 && m_available
            ? std::min(m_strength, massTargetsAvailable(attackPlan(table, AttackType::Mass, m_strength, false)))
            : (m_available ? optionsMassRequired : 0);
    m_targetsRequired = m_attackType == u"precise"_s ? 1 : massRequired;

    // Targets that left play (an undo, a correction) are forgotten.
    QStringList kept;
    for (const QString &hero : std::as_const(m_selected))
        if (table.inPlay(hero))
            kept << hero;
    m_selected = kept;

    const bool precise = m_attackType == u"precise"_s;
    // The attacker's own heroes are never targets: listed last, after the
    // players who can be hit.
    QStringList listed = data.order;
    if (listed.removeOne(data.turn.player))
        listed << data.turn.player;
    for (const QString &player : std::as_const(listed)) {
        const PlayerData &p = table.player(player);
        if (p.out)
            continue;
        QStringList cards = table.heroesInPlay(player);
        if (!p.flipped)
            cards << p.legend; // shown so the view can say why it cannot be hit
        QVariantList targets;
        for (const QString &hero : cards) {
            const bool chosen = m_selected.contains(hero);
            std::optional<RuleError> refused;
            if (!chosen) {
                QStringList trial = precise ? QStringList{} : m_selected;
                trial << hero;
                refused = legends_view::refusal(*state, declaration(trial));
            }
            const bool legal = chosen || (precise ? !refused : stillBuilding(refused));
            QVariantMap target{{u"id"_s, hero},
                               {u"name"_s, content_text::localized(table.nameOf(hero))},
                               {u"selected"_s, chosen},
                               {u"legal"_s, legal},
                               {u"pending"_s, chosen ? (precise ? m_strength : 1) : 0}};
            if (table.inPlay(hero)) {
                const QVariantMap view = legends_view::heroView(table, hero);
                for (const char *key : {"position", "strength", "maxHp", "damage", "type"})
                    target.insert(QString::fromLatin1(key), view.value(QString::fromLatin1(key)));
            } else {
                target.insert(u"position"_s, u"legend"_s);
            }
            if (!legal && refused) {
                target.insert(u"reason"_s, translated(refused->message));
                target.insert(u"rule"_s, refused->rule);
                target.insert(u"code"_s, refused->code);
            }
            targets.append(target);
        }
        m_players.append(QVariantMap{{u"id"_s, player},
                                     {u"name"_s, content_text::localized(table.nameOf(player))},
                                     {u"own"_s, player == data.turn.player},
                                     {u"targets"_s, targets}});
    }

    if (!m_selected.isEmpty()) {
        const auto refused = legends_view::refusal(*state, declaration(m_selected));
        m_canDeclare = !refused;
        if (refused)
            m_declareProblem = translated(refused->message);
    }
    Q_EMIT changed();
}

bool LegendsAttackBuilder::toggle(const QString &hero)
{
    if (m_selected.removeOne(hero)) {
        clearExplanation();
        refresh();
        return true;
    }
    for (const QVariant &player : std::as_const(m_players))
        for (const QVariant &value : player.toMap().value(u"targets"_s).toList()) {
            const QVariantMap target = value.toMap();
            if (target.value(u"id"_s).toString() != hero)
                continue;
            if (!target.value(u"legal"_s).toBool()) {
                m_explanation = {{u"heroName"_s, target.value(u"name"_s)},
                                 {u"reason"_s, target.value(u"reason"_s)},
                                 {u"rule"_s, target.value(u"rule"_s)},
                                 {u"code"_s, target.value(u"code"_s)}};
                Q_EMIT explanationChanged();
                return false;
            }
            if (m_attackType == u"precise"_s)
                m_selected.clear();
            m_selected << hero;
            clearExplanation();
            refresh();
            return true;
        }
    return false;
}

void LegendsAttackBuilder::clear()
{
    m_selected.clear();
    clearExplanation();
    refresh();
}

void LegendsAttackBuilder::clearExplanation()
{
    if (m_explanation.isEmpty())
        return;
    m_explanation.clear();
    Q_EMIT explanationChanged();
}

bool LegendsAttackBuilder::declare()
{
    if (!m_session || m_selected.isEmpty())
        return false;
    const QStringList targets = m_selected;
    // Cleared first: the accepted attack refreshes the builder through stateChanged.
    m_selected.clear();
    if (m_session->applyAction(declaration(targets)))
        return true;
    m_selected = targets;
    refresh();
    return false;
}

} // namespace arbiter
