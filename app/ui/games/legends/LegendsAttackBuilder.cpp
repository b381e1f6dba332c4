#include "LegendsAttackBuilder.h"
#include "ActiveSessionFollower.h"
#include "ui/typed/ChangeNotify.h"

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

LegendsAttackBuilder::LegendsAttackBuilder(QObject *parent)
    : QObject(parent), m_players(GadgetListModel::of<LegendsTargetPlayer>(this))
{
}

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
    bool available = false;
    QString attackerName;
    int strength = 0;
    int tableStrength = 0;
    int targetsRequired = 0;
    QList<LegendsTargetPlayer> players;
    bool canDeclare = false;
    QString declareProblem;

    // Each value is announced on its own, and only when it differs from what
    // the view has: a tap on one target changes that target's player's row.
    const auto publish = [&] {
        if (assignChanged(m_shownAttackType, m_attackType))
            Q_EMIT attackTypeChanged();
        if (assignChanged(m_available, available))
            Q_EMIT availableChanged();
        if (assignChanged(m_attackerName, attackerName))
            Q_EMIT attackerNameChanged();
        if (assignChanged(m_strength, strength))
            Q_EMIT strengthChanged();
        if (assignChanged(m_tableStrength, tableStrength))
            Q_EMIT tableStrengthChanged();
        if (assignChanged(m_shownStrengthOverride, m_strengthOverride))
            Q_EMIT strengthOverrideChanged();
        if (assignChanged(m_targetsRequired, targetsRequired))
            Q_EMIT targetsRequiredChanged();
        if (assignChanged(m_shownSelected, m_selected))
            Q_EMIT selectedChanged();
        m_players->setRows(players);
        if (assignChanged(m_canDeclare, canDeclare))
            Q_EMIT canDeclareChanged();
        if (assignChanged(m_declareProblem, declareProblem))
            Q_EMIT declareProblemChanged();
    };

    const SessionState *state = m_session ? m_session->state() : nullptr;
    auto opened = state && state->game == u"exiled-legends"_s ? Table::open(*state) : Result<Table>(RuleError{});
    if (!opened || opened->data().stage != Stage::Play || opened->data().attack) {
        m_selected.clear();
        // A changed Strength belongs to the one attack it was set for.
        m_strengthOverride = -1;
        publish();
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
    available = precisePossible || optionsMassRequired > 0;
    const QString attacker = table.player(data.turn.player).champion;
    attackerName = content_text::localized(table.nameOf(attacker));
    tableStrength = available ? table.strengthOf(attacker) : 0;
    strength = m_strengthOverride >= 0 ? m_strengthOverride : tableStrength;
    const int massRequired =
        m_strengthOverride >= 0 && available
            ? std::min(strength, massTargetsAvailable(attackPlan(table, AttackType::Mass, strength, false)))
            : (available ? optionsMassRequired : 0);
    targetsRequired = m_attackType == u"precise"_s ? 1 : massRequired;

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
    for (const QString &playerId : std::as_const(listed)) {
        const PlayerData &p = table.player(playerId);
        if (p.out)
            continue;
        QStringList cards = table.heroesInPlay(playerId);
        if (!p.flipped)
            cards << p.legend; // shown so the view can say why it cannot be hit
        LegendsTargetPlayer player{playerId, content_text::localized(table.nameOf(playerId)),
                                   playerId == data.turn.player, {}};
        for (const QString &hero : cards) {
            const bool chosen = m_selected.contains(hero);
            std::optional<RuleError> refused;
            if (!chosen) {
                QStringList trial = precise ? QStringList{} : m_selected;
                trial << hero;
                refused = legends_view::refusal(*state, declaration(trial));
            }
            LegendsTarget target;
            target.id = hero;
            target.name = content_text::localized(table.nameOf(hero));
            target.selected = chosen;
            target.legal = chosen || (precise ? !refused : stillBuilding(refused));
            target.pending = chosen ? (precise ? strength : 1) : 0;
            target.inPlay = table.inPlay(hero);
            if (target.inPlay) {
                const LegendsHero view = legends_view::heroView(table, hero);
                target.position = view.position;
                target.strength = view.strength;
                target.maxHp = view.maxHp;
                target.damage = view.damage;
                target.type = view.type;
            } else {
                target.position = u"legend"_s;
            }
            if (!target.legal && refused) {
                target.reason = translated(refused->message);
                target.rule = refused->rule;
                target.code = refused->code;
            }
            player.targets.append(target);
        }
        players.append(player);
    }

    if (!m_selected.isEmpty()) {
        const auto refused = legends_view::refusal(*state, declaration(m_selected));
        canDeclare = !refused;
        if (refused)
            declareProblem = translated(refused->message);
    }
    publish();
}

bool LegendsAttackBuilder::toggle(const QString &hero)
{
    if (m_selected.removeOne(hero)) {
        clearExplanation();
        refresh();
        return true;
    }
    for (const LegendsTargetPlayer &player : m_players->rows<LegendsTargetPlayer>())
        for (const LegendsTarget &target : player.targets) {
            if (target.id != hero)
                continue;
            if (!target.legal) {
                if (assignChanged(m_explanation, LegendsTargetExplanation{true, target.name, target.reason, target.rule, target.code}))
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
    if (assignChanged(m_explanation, LegendsTargetExplanation{}))
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
