#include "TheosisArenaController.h"
#include "ActiveSessionFollower.h"

#include "core/json_fields.h"
#include "core/typed_action.h"
#include "games/theosis/theosis_action_types.h"
#include "games/theosis/theosis_arena.h"
#include "games/theosis/theosis_hand.h"
#include "games/theosis/theosis_options.h"
#include "games/theosis/theosis_queries.h"
#include "games/theosis/theosis_rituals.h"
#include "content/ContentText.h"
#include "text/PhraseText.h"

#include "typed/ChangeNotify.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

using namespace theosis;

namespace {

QString hexKey(Hex h) { return QString::number(h.q) + u',' + QString::number(h.r); }
QList<int> hexList(Hex h) { return {h.q, h.r}; }

TheosisArenaSceneHex::Token tokenKind(const Ritual *ritual)
{
    if (!ritual)
        return TheosisArenaSceneHex::Token::Other;
    const RitualToken &t = ritual->token;
    if (t.damage > 0 && t.movementCost > 1)
        return TheosisArenaSceneHex::Token::Swamp;
    if (t.damage > 0)
        return TheosisArenaSceneHex::Token::Damage;
    if (t.attack > 0)
        return TheosisArenaSceneHex::Token::Banner;
    if (t.defense > 0)
        return TheosisArenaSceneHex::Token::Fortification;
    if (t.healEndOfTurn > 0)
        return TheosisArenaSceneHex::Token::Angel;
    return TheosisArenaSceneHex::Token::Other;
}

bool singleMonsterRange(const QString &range) { return range == "adjacent"_L1 || range == "ranged"_L1 || range == "any"_L1; }

} // namespace

TheosisArenaController::TheosisArenaController(QObject *parent)
    : QObject(parent), m_ranking(GadgetListModel::of<TheosisArenaRank>(this)), m_heroes(GadgetListModel::of<TheosisArenaHero>(this)),
      m_monsters(GadgetListModel::of<TheosisArenaMonster>(this)), m_boardRituals(GadgetListModel::of<TheosisArenaBoardRitual>(this)),
      m_dueRituals(GadgetListModel::of<TheosisArenaDueRitual>(this)), m_ritualGemHeroes(GadgetListModel::of<TheosisArenaGemHero>(this)),
      m_hand(GadgetListModel::of<TheosisArenaPower>(this)), m_skills(GadgetListModel::of<TheosisArenaSkill>(this)),
      m_targets(GadgetListModel::of<TheosisArenaTargetOption>(this)), m_defenders(GadgetListModel::of<TheosisArenaDefender>(this)),
      m_monsterRolls(GadgetListModel::of<TheosisArenaMonsterRoll>(this)), m_monsterAttacks(GadgetListModel::of<TheosisMonsterAttack>(this)),
      m_monsterStrikes(GadgetListModel::of<TheosisMonsterStrike>(this)), m_monsterHexList(GadgetListModel::of<TheosisArenaHex>(this))
{
}

void TheosisArenaController::setSession(ActiveSession *session)
{
    const auto dropChoices = [this] {
        m_choiceKey.clear();
        refresh();
    };
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, dropChoices))
        return;
    refresh();
    Q_EMIT sessionChanged();
}

// ------------------------------------------------------------------ reading

void TheosisArenaController::refresh()
{
    m_play.reset();
    m_step.clear();
    m_entering.clear();
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (state && state->game == u"theosis"_s) {
        auto started = startPlay(*state);
        if (started.ok())
            m_play.emplace(std::move(started).value()); // Play holds a reference: no assignment
    }
    m_turnStep = {};
    if (m_play) {
        // Whose turn it is and what is due: the engine's answer, the same the options query gives.
        m_turnStep = turnStep(*m_play).step;
        const QString due = m_turnStep.value(u"due"_s).toString();
        if (m_play->table.result)
            m_step = u"over"_s;
        else if (due == "entry"_L1)
            m_step = u"entry"_s;
        else if (due == "hero"_L1)
            m_step = u"hero"_s;
        else if (due == "rituals"_L1)
            m_step = u"ritual"_s;
        else if (due == "monsters"_L1)
            m_step = u"monster"_s;
        if (m_step == "entry"_L1)
            m_entering = m_turnStep.value(u"hero"_s).toString();
    }
    // A skullduggery face rolled in the session goes when that roll is undone.
    if (m_faceRolls > 0 && (!state || static_cast<int>(state->rolls.size()) < m_faceRolls)) {
        m_face = 0;
        m_faceRolls = 0;
    }
    // The Godslayer's rider acts after the dragon: a new turn of choices.
    const QString riderMark = dueMonster() && dueMonster()->acted ? u"rider"_s : QString();
    const QString key = m_step + u'/' + QString::number(currentTurn()) + u'/' + currentActor() + u'/' + m_entering + u'/' + dueMonsterId() + riderMark
                        + u'/' + (m_play && m_play->table.actor.isEmpty() ? QString::number(dueRitualRows().size()) : QString());
    if (key != m_choiceKey) {
        m_choiceKey = key;
        resetChoices();
    }
    recompute();
}

void TheosisArenaController::resetChoices()
{
    m_ritual.clear();
    m_ritualPlayer.clear();
    m_ritualAt.reset();
    m_rotation = 0;
    m_ritualGems.clear();
    m_action = u"attack"_s;
    m_power.clear();
    m_skill = -1;
    m_shape = u"melee"_s;
    m_direction = 0;
    m_centre.reset();
    m_aiming = true;
    m_moveTo.reset();
    m_target.clear();
    m_defenses.clear();
    m_rolls.clear();
    m_push = false;
    m_follow = false;
    m_face = 0;
    m_faceRolls = 0;
    m_monsterTo.reset();
    m_monsterTargets.clear();
    m_monsterDefenses.clear();
    m_strikeRolls.clear();
    m_explanation.clear();
    m_explanationCode.clear();
    m_explanationRule.clear();
    m_refused.reset();
    if (m_play && m_step == "ritual"_L1) {
        const QList<TheosisArenaDueRitual> due = dueRitualRows();
        if (!due.isEmpty()) {
            m_ritual = due.first().ritual;
            m_ritualPlayer = due.first().player;
        }
    }
}

// Everything derived from the choices: the entry hexes, the targets, the
// readiness of the action and the board.
void TheosisArenaController::recompute()
{
    m_entryVerdicts.clear();
    m_legalHexes.clear();
    m_monsterHexes.clear();
    m_targetList.clear();
    m_problem.clear();
    m_problemRule.clear();
    if (m_play) {
        if (m_step == "entry"_L1 && !m_entering.isEmpty()) {
            for (Hex h : m_play->content.arena.startHexes) {
                m_entryVerdicts.insert(hexKey(h), trial(typed::encode(ArenaEnter{m_entering, h})));
            }
            m_problem = tr("Tap a free starting hex for %1.").arg(nameOf(m_entering));
            m_problemRule = u"theosis.entering-arena"_s;
        } else if (m_step == "ritual"_L1) {
            if (!m_ritualAt) {
                const Ritual *r = m_play->content.ritual(m_ritual);
                if (r && r->effect == "token"_L1) {
                    m_problem = tr("Tap the hex where the token's anchor goes.");
                    m_problemRule = u"theosis.rituals"_s;
                } else {
                    const Verdict v = trial(buildRitualAction());
                    m_problem = v.ok ? QString() : v.text;
                    m_problemRule = v.rule;
                }
            } else {
                const Verdict v = trial(buildRitualAction());
                m_problem = v.ok ? QString() : v.text;
                m_problemRule = v.rule;
            }
        } else if (m_step == "hero"_L1) {
            for (const HexVerdict &v : moveVerdicts(*m_play, m_play->table.actor))
                if (v.verdict == MoveVerdict::Legal)
                    m_legalHexes << hexKey(v.at);
            computeTargets();
            const QStringList struck = struckTargets();
            if (m_power.isEmpty())
                m_problem = m_action == "pass"_L1 || m_action == "mana"_L1 ? tr("Choose the power to discard.") : tr("Choose a power from the hand.");
            else if ((m_action == "mana"_L1 || m_action == "skill"_L1) && m_skill < 0)
                m_problem = tr("Choose a skill.");
            else if (allySkillNeeded() && m_skill < 0)
                m_problem = tr("Choose the skill of %1 that gets the gem.").arg(nameOf(m_target));
            else if (centreNeeded() && !m_centre)
                m_problem = tr("Tap the hex at the centre of the area.");
            else if ((m_action == "attack"_L1 || m_action == "bless"_L1
                      || (m_action == "skill"_L1 && m_skill >= 0 && theosis::hitsOneTarget(areaShape()))
                      || resurrecting())
                     && m_target.isEmpty())
                m_problem = tr("Tap a target.");
            else {
                for (const QString &id : struck)
                    if (m_play->table.hero(id) && m_defenses.value(id).isEmpty()) {
                        m_problem = tr("Choose the defense power of %1.").arg(nameOf(id));
                        break;
                    }
            }
            if (m_problem.isEmpty()) {
                const Verdict v = trial(buildHeroAction());
                m_problem = v.ok ? QString() : v.text;
                m_problemRule = v.rule;
            }
        } else if (m_step == "monster"_L1) {
            if (m_face > 0)
                if (const MonsterState *m = dueMonster())
                    m_monsterHexes = monsterReachableHexes(*m_play, m->id);
            if (m_face == 0)
                m_problem = tr("Roll the skullduggery die or enter what it shows.");
            else {
                for (const TheosisMonsterAttack &attack : monsterAttackRows()) {
                    // An attack on every hero picks nobody, but each hero struck still defends.
                    if (attack.chosen.isEmpty() && !attack.all) {
                        m_problem = tr("Choose whom attack %1 strikes.").arg(attack.index + 1);
                        break;
                    }
                    for (const TheosisMonsterGuard &guard : attack.chosen)
                        if (guard.defense.isEmpty()) {
                            m_problem = tr("Choose the defense power of %1.").arg(guard.name);
                            break;
                        }
                    if (!m_problem.isEmpty())
                        break;
                }
                if (m_problem.isEmpty()) {
                    const Verdict v = trial(buildMonsterAction());
                    m_problem = v.ok ? QString() : v.text;
                    m_problemRule = v.rule;
                }
            }
            if (m_problemRule.isEmpty())
                m_problemRule = u"theosis.monster-attacks"_s;
        }
    }
    rebuildScene();
    publish();
}

void TheosisArenaController::computeTargets()
{
    if (!m_play)
        return;
    const Play moved = movedPlay();
    const QString hero = moved.table.actor;
    const HeroState *actorState = moved.table.hero(hero);
    const QString shape = areaShape();
    auto entry = [&](const QString &id, bool legal, const QString &reason, const QString &code, const QString &rule, bool chosen) {
        m_targetList.append(TheosisArenaTargetOption{.id = id, .name = content_text::localized(moved.name(id)), .legal = legal, .reason = reason,
                                                     .code = code, .rule = rule, .chosen = chosen, .monster = moved.table.hero(id) == nullptr});
    };
    if (resurrecting()) {
        // Every hero: a fallen ally comes back, a living one gets a gem (tried
        // on its first empty skill until one is chosen), the rest say why not.
        for (const HeroState &h : moved.table.heroes) {
            int slot = -1;
            if (moved.alive(h.id)) {
                slot = h.id == m_target ? m_skill : -1;
                for (qsizetype i = 0; slot < 0 && i < h.mana.size(); ++i)
                    if (!h.mana.at(i))
                        slot = static_cast<int>(i);
                slot = std::max(slot, 0);
            }
            const QJsonObject action = buildHeroActionFor(h.id, slot);
            const Verdict v = trial(action);
            entry(h.id, v.ok, v.ok ? QString() : v.text, v.code, v.rule, h.id == m_target && v.ok);
        }
        return;
    }
    if (m_action == "bless"_L1) {
        for (const HeroState &h : moved.table.heroes) {
            const bool allied = actorState && moved.allied(h.player, actorState->player);
            if (!allied)
                continue;
            if (m_power.isEmpty()) {
                entry(h.id, true, {}, {}, {}, h.id == m_target);
                continue;
            }
            const QJsonObject action = buildHeroActionFor(h.id, m_skill);
            const Verdict v = trial(action);
            entry(h.id, v.ok, v.ok ? QString() : v.text, v.code, v.rule, h.id == m_target && v.ok);
        }
        return;
    }
    if (shape.isEmpty())
        return;
    if (shape == "ranged"_L1 && actorState && !moved.sheet(*actorState).ranged) {
        for (const TargetOption &o : targetVerdicts(moved, hero, u"melee"_s))
            entry(o.target, false, translated(targetVerdictPhrase(moved, hero, o.target, TargetVerdict::NotRanged)),
                  targetVerdictCode(TargetVerdict::NotRanged), u"theosis.ranges"_s, false);
        return;
    }
    if (!theosis::hitsOneTarget(shape) && shape != "ring"_L1 && shape != "line"_L1 && shape != "cone"_L1 && shape != "spell"_L1)
        return;
    if (shape == "spell"_L1 && !m_centre)
        return;
    const Hex centre = m_centre.value_or(Hex{});
    const QStringList area = theosis::hitsOneTarget(shape) ? QStringList{} : areaTargets(moved, hero, shape, m_direction, centre);
    for (const TargetOption &o : targetVerdicts(moved, hero, shape, m_direction, centre)) {
        const bool legal = o.verdict == TargetVerdict::Legal;
        const QString rule = theosis::hitsOneTarget(shape) ? u"theosis.ranges"_s : u"theosis.area-attacks"_s;
        const bool chosen = theosis::hitsOneTarget(shape) ? o.target == m_target : area.contains(o.target);
        entry(o.target, legal, legal ? QString() : translated(targetVerdictPhrase(moved, hero, o.target, o.verdict)),
              legal ? QString() : targetVerdictCode(o.verdict), rule, chosen && legal);
    }
}

Play TheosisArenaController::movedPlay() const
{
    Play play = *m_play;
    if (m_moveTo)
        if (HeroState *h = play.table.hero(play.table.actor))
            h->at = *m_moveTo;
    return play;
}

QString TheosisArenaController::areaShape() const
{
    if (!m_play)
        return {};
    if (m_action == "attack"_L1)
        return m_shape;
    if (m_action == "spell"_L1) {
        const PowerCard *card = m_play->content.power(m_power);
        return card && (card->effect == "area-attack"_L1 || card->effect.isEmpty()) ? u"spell"_s : QString();
    }
    if (m_action == "skill"_L1 && m_skill >= 0) {
        const HeroState *h = m_play->table.hero(m_play->table.actor);
        if (!h)
            return {};
        const auto &skills = m_play->sheet(*h).skills;
        if (m_skill < static_cast<int>(skills.size()) && skills[static_cast<std::size_t>(m_skill)].kind == "attack"_L1)
            return skills[static_cast<std::size_t>(m_skill)].shape;
    }
    return {};
}

QStringList TheosisArenaController::struckTargets() const
{
    if (!m_play)
        return {};
    const QString shape = areaShape();
    if (shape.isEmpty())
        return {};
    if (theosis::hitsOneTarget(shape))
        return m_target.isEmpty() ? QStringList{} : QStringList{m_target};
    if (shape == "spell"_L1 && !m_centre)
        return {};
    const Play moved = movedPlay();
    return areaTargets(moved, moved.table.actor, shape, m_direction, m_centre.value_or(Hex{}));
}

TheosisArenaController::Verdict TheosisArenaController::trial(const QJsonObject &action) const
{
    const GameDefinition *game = findGame(u"theosis"_s);
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!game || !state)
        return {false, tr("No session is open."), {}, {}};
    const Result<Transition> tried = arbiter::apply(*game, *state, action);
    if (tried.ok())
        return {};
    return {false, translated(tried.error().message), tried.error().code, tried.error().rule};
}

// ------------------------------------------------------------------ the board

void TheosisArenaController::rebuildScene()
{
    m_scene = {};
    if (!m_play) {
        Q_EMIT sceneChanged();
        return;
    }
    const Play &play = *m_play;
    const Table &t = play.table;
    const Board arena = Board::withRadius(play.content.arena.radius);
    QHash<QString, TheosisArenaSceneHex::Token> tokens;
    for (const ArenaRitual &r : t.arenaRituals) {
        const auto kind = tokenKind(play.content.ritual(r.ritual));
        for (Hex h : r.hexes)
            tokens.insert(hexKey(h), kind);
        for (Hex h : r.blocked)
            tokens.insert(hexKey(h), TheosisArenaSceneHex::Token::Closed);
    }
    // The ritual being placed, as the session would lay it.
    QHash<QString, TheosisArenaSceneHex::Mark> preview;
    if (m_step == "ritual"_L1 && m_ritualAt) {
        const GameDefinition *game = findGame(u"theosis"_s);
        const Result<Transition> tried = arbiter::apply(*game, *m_session->state(), buildRitualAction());
        if (tried.ok()) {
            auto after = tableFrom(tried.value().state.data);
            if (after.ok() && !after.value().arenaRituals.empty()) {
                const ArenaRitual &placed = after.value().arenaRituals.back();
                for (Hex h : placed.hexes)
                    preview.insert(hexKey(h), TheosisArenaSceneHex::Mark::Preview);
                for (Hex h : placed.blocked)
                    preview.insert(hexKey(h), TheosisArenaSceneHex::Mark::PreviewClosed);
            }
        }
    }
    QSet<QString> area;
    if (m_step == "hero"_L1 && !theosis::hitsOneTarget(areaShape()) && !areaShape().isEmpty()) {
        const Play moved = movedPlay();
        const HeroState *h = moved.table.hero(moved.table.actor);
        if (h && h->at && (areaShape() != "spell"_L1 || m_centre))
            for (Hex x : shapeHexes(moved, areaShape(), *h->at, m_direction, m_centre.value_or(Hex{})))
                area.insert(hexKey(x));
    }
    QSet<QString> path;
    if (m_step == "hero"_L1 && m_moveTo) {
        // The hex left behind too, so the walk reads from where it starts.
        if (const HeroState *mover = t.hero(t.actor); mover && mover->at)
            path.insert(hexKey(*mover->at));
        for (Hex h : movePath(play, t.actor, *m_moveTo))
            path.insert(hexKey(h));
    }
    const QSet<QString> starts = [&] {
        QSet<QString> s;
        for (Hex h : play.content.arena.startHexes)
            s.insert(hexKey(h));
        return s;
    }();
    for (Hex h : arena.hexes()) {
        TheosisArenaSceneHex hex;
        hex.at = h;
        const QString key = hexKey(h);
        hex.start = starts.contains(key);
        hex.centre = h == play.content.arena.centre;
        hex.token = tokens.value(key, TheosisArenaSceneHex::Token::None);
        if (m_step == "entry"_L1 && m_entryVerdicts.contains(key))
            hex.mark = m_entryVerdicts.value(key).ok ? TheosisArenaSceneHex::Mark::Legal : TheosisArenaSceneHex::Mark::Refused;
        else if (preview.contains(key))
            hex.mark = preview.value(key);
        else if (path.contains(key))
            hex.mark = TheosisArenaSceneHex::Mark::Path;
        else if (area.contains(key))
            hex.mark = TheosisArenaSceneHex::Mark::Area;
        else if (m_step == "hero"_L1 && m_legalHexes.contains(key))
            hex.mark = TheosisArenaSceneHex::Mark::Legal;
        else if (m_step == "monster"_L1 && std::find(m_monsterHexes.begin(), m_monsterHexes.end(), h) != m_monsterHexes.end())
            hex.mark = m_monsterTo == h ? TheosisArenaSceneHex::Mark::Path : TheosisArenaSceneHex::Mark::Legal;
        m_scene.hexes.push_back(hex);
    }
    QHash<QString, TheosisArenaTarget> targetMarks;
    for (const TheosisArenaTargetOption &option : m_targetList)
        targetMarks.insert(option.id, option.chosen ? TheosisArenaTarget::Chosen
                                      : option.legal ? TheosisArenaTarget::Legal
                                                     : TheosisArenaTarget::Refused);
    if (m_step == "monster"_L1)
        for (auto it = m_monsterTargets.cbegin(); it != m_monsterTargets.cend(); ++it)
            for (const QString &hero : it.value())
                targetMarks.insert(hero, TheosisArenaTarget::Chosen);
    for (const HeroState &h : t.heroes) {
        if (!h.at || !play.alive(h.id) || h.swallowed)
            continue;
        TheosisArenaSceneHero hero;
        hero.id = h.id;
        hero.label = play.sheet(h).name.left(3);
        hero.side = sideOf(h.player);
        hero.health = play.health(h.id);
        for (const Token &token : h.tokens) {
            const PowerCard *card = play.content.power(token.power);
            if (card && card->type == "blessing"_L1)
                ++hero.blessings;
            else
                ++hero.curses;
        }
        hero.paralysed = h.paralyzedUntil >= t.turn;
        hero.acting = h.id == t.actor;
        hero.at = (hero.acting && m_moveTo) ? *m_moveTo : *h.at;
        hero.target = targetMarks.value(h.id, TheosisArenaTarget::None);
        m_scene.heroes.push_back(hero);
    }
    const QString due = dueMonsterId();
    for (const MonsterState &m : t.monsters) {
        if (m.pile.isEmpty())
            continue;
        TheosisArenaSceneMonster monster;
        monster.id = m.id;
        monster.label = play.name(m.id);
        monster.at = (m.id == due && m_monsterTo) ? *m_monsterTo : m.at;
        monster.pile = static_cast<int>(m.pile.size());
        const StaminaToken *top = play.content.staminaToken(m.pile.first());
        monster.threshold = (top && !m.tokenHidden) ? top->threshold : 0;
        monster.acting = m.id == due;
        monster.target = targetMarks.value(m.id, TheosisArenaTarget::None);
        m_scene.monsters.push_back(monster);
    }
    m_scene.refused = m_refused;
    Q_EMIT sceneChanged();
}

int TheosisArenaController::sideOf(const QString &player) const
{
    if (!m_play)
        return 0;
    QStringList sides;
    for (const QString &seat : m_play->table.seats) {
        const QString team = m_play->teamOf(seat);
        if (!sides.contains(team))
            sides << team;
    }
    return std::max(0, static_cast<int>(sides.indexOf(m_play->teamOf(player))));
}

// ------------------------------------------------------------------ properties

void TheosisArenaController::publish()
{
    Shown next;
    next.valid = m_play.has_value();
    next.step = m_step;
    next.turn = currentTurn();
    next.mode = m_play ? modeName(m_play->table.mode) : QString();
    next.prompt = promptText();
    next.entering = m_entering;
    next.ritual = m_ritual;
    next.rotation = m_rotation;
    next.ritualTakesGems = takesRitualGems();
    next.ritualGemCount = static_cast<int>(m_ritualGems.size());
    const QList<TheosisArenaDueRitual> due = dueRitualRows();
    next.ritualLaysToken = std::any_of(due.cbegin(), due.cend(), [](const TheosisArenaDueRitual &r) { return r.chosen && r.token; });
    next.actor = currentActor();
    next.actorName = nameOf(next.actor);
    next.action = m_action;
    next.power = m_power;
    next.skill = m_skill;
    next.needsAllySkill = allySkillNeeded();
    next.target = m_target;
    next.shape = m_shape;
    next.direction = m_direction;
    next.needsCentre = centreNeeded();
    next.needsDirection = directionNeeded();
    next.centre = m_centre ? hexList(*m_centre) : QList<int>{};
    next.aiming = m_aiming;
    next.moveTo = m_moveTo ? hexList(*m_moveTo) : QList<int>{};
    next.moveToPlace = movePlace();
    next.reachable = static_cast<int>(m_legalHexes.size());
    next.canPush = pushOffered();
    next.push = m_push;
    next.follow = m_follow;
    next.ready = actionReady();
    next.problem = m_problem;
    next.problemRule = m_problemRule;
    next.explanation = m_explanation;
    next.explanationCode = m_explanationCode;
    next.explanationRule = m_explanationRule;
    next.monsterTurn = monsterTurnValue();
    next.result = resultValue();

    // The lists first: a property's handler may read them.
    m_ranking->setRows(rankingRows());
    m_heroes->setRows(heroRows());
    m_monsters->setRows(monsterRows());
    m_boardRituals->setRows(boardRitualRows());
    m_dueRituals->setRows(due);
    m_ritualGemHeroes->setRows(ritualGemHeroRows());
    m_hand->setRows(handRows());
    m_skills->setRows(skillRows());
    m_targets->setRows(m_targetList);
    m_defenders->setRows(defenderRows());
    m_monsterRolls->setRows(monsterRollRows());
    const QList<TheosisMonsterAttack> attackRows = monsterAttackRows();
    m_monsterAttacks->setRows(attackRows);
    m_monsterStrikes->setRows(monsterStrikeRows(attackRows));
    QList<TheosisArenaHex> monsterHexRows;
    for (Hex h : m_monsterHexes)
        monsterHexRows.append(TheosisArenaHex{h.q, h.r});
    m_monsterHexList->setRows(monsterHexRows);

    Shown &shown = m_shown;
    const auto notify = [this](bool changed, void (TheosisArenaController::*signal)()) {
        if (changed)
            Q_EMIT(this->*signal)();
    };
    notify(assignChanged(shown.valid, next.valid), &TheosisArenaController::validChanged);
    notify(assignChanged(shown.step, next.step), &TheosisArenaController::stepChanged);
    notify(assignChanged(shown.turn, next.turn), &TheosisArenaController::turnChanged);
    notify(assignChanged(shown.mode, next.mode), &TheosisArenaController::modeChanged);
    notify(assignChanged(shown.prompt, next.prompt), &TheosisArenaController::promptChanged);
    notify(assignChanged(shown.entering, next.entering), &TheosisArenaController::enteringChanged);
    notify(assignChanged(shown.ritual, next.ritual), &TheosisArenaController::ritualChanged);
    notify(assignChanged(shown.rotation, next.rotation), &TheosisArenaController::rotationChanged);
    notify(assignChanged(shown.ritualTakesGems, next.ritualTakesGems), &TheosisArenaController::ritualTakesGemsChanged);
    notify(assignChanged(shown.ritualGemCount, next.ritualGemCount), &TheosisArenaController::ritualGemCountChanged);
    notify(assignChanged(shown.ritualLaysToken, next.ritualLaysToken), &TheosisArenaController::ritualLaysTokenChanged);
    notify(anyChanged(assignChanged(shown.actor, next.actor),
                      assignChanged(shown.actorName, next.actorName)), &TheosisArenaController::actorChanged);
    notify(assignChanged(shown.action, next.action), &TheosisArenaController::actionChanged);
    notify(assignChanged(shown.power, next.power), &TheosisArenaController::powerChanged);
    notify(assignChanged(shown.skill, next.skill), &TheosisArenaController::skillChanged);
    notify(assignChanged(shown.needsAllySkill, next.needsAllySkill), &TheosisArenaController::needsAllySkillChanged);
    notify(assignChanged(shown.target, next.target), &TheosisArenaController::targetChanged);
    notify(assignChanged(shown.shape, next.shape), &TheosisArenaController::shapeChanged);
    notify(assignChanged(shown.direction, next.direction), &TheosisArenaController::directionChanged);
    notify(assignChanged(shown.needsCentre, next.needsCentre), &TheosisArenaController::needsCentreChanged);
    notify(assignChanged(shown.needsDirection, next.needsDirection), &TheosisArenaController::needsDirectionChanged);
    notify(assignChanged(shown.centre, next.centre), &TheosisArenaController::centreChanged);
    notify(assignChanged(shown.aiming, next.aiming), &TheosisArenaController::aimingChanged);
    notify(anyChanged(assignChanged(shown.moveTo, next.moveTo),
                      assignChanged(shown.moveToPlace, next.moveToPlace)), &TheosisArenaController::moveToChanged);
    notify(assignChanged(shown.reachable, next.reachable), &TheosisArenaController::reachableChanged);
    notify(assignChanged(shown.canPush, next.canPush), &TheosisArenaController::canPushChanged);
    notify(assignChanged(shown.push, next.push), &TheosisArenaController::pushChanged);
    notify(assignChanged(shown.follow, next.follow), &TheosisArenaController::followChanged);
    notify(assignChanged(shown.ready, next.ready), &TheosisArenaController::readyChanged);
    notify(anyChanged(assignChanged(shown.problem, next.problem),
                      assignChanged(shown.problemRule, next.problemRule)), &TheosisArenaController::problemChanged);
    notify(anyChanged(assignChanged(shown.explanation, next.explanation),
                      assignChanged(shown.explanationCode, next.explanationCode),
                      assignChanged(shown.explanationRule, next.explanationRule)),
           &TheosisArenaController::explanationChanged);
    notify(assignChanged(shown.monsterTurn, next.monsterTurn), &TheosisArenaController::monsterTurnChanged);
    notify(assignChanged(shown.result, next.result), &TheosisArenaController::resultChanged);
}

// During the entry the table still counts the last Hierapolis turn: no Arena turn has begun.
int TheosisArenaController::currentTurn() const { return m_play && m_step != "entry"_L1 ? m_play->table.turn : 0; }

int TheosisArenaController::lastTurn() { return kArenaTurns; }

QString TheosisArenaController::currentActor() const { return m_play ? m_play->table.actor : QString(); }

bool TheosisArenaController::actionReady() const
{
    return m_problem.isEmpty() && !m_step.isEmpty() && m_step != QLatin1String("over");
}

QString TheosisArenaController::nameOf(const QString &id) const
{
    if (!m_play || id.isEmpty())
        return {};
    if (const MonsterSheet *m = m_play->content.monster(id))
        return content_text::localized(m->name);
    // Heroes' names carry a title the pack translates ("Norn the Dwarf Barbarian").
    return content_text::localized(m_play->name(id));
}

QString TheosisArenaController::promptText() const
{
    if (!m_play)
        return {};
    if (m_step == "entry"_L1)
        return tr("%1 enters the Arena").arg(nameOf(m_entering));
    if (m_step == "ritual"_L1)
        return tr("Rituals of turn %1 come first").arg(currentTurn());
    if (m_step == "hero"_L1)
        return tr("%1 acts").arg(nameOf(currentActor()));
    if (m_step == "monster"_L1)
        return tr("%1 acts").arg(nameOf(dueMonsterId()));
    if (m_step == "over"_L1)
        return tr("The game is over");
    return tr("The Arena is not open yet");
}

QList<TheosisArenaRank> TheosisArenaController::rankingRows() const
{
    QList<TheosisArenaRank> out;
    if (!m_play)
        return out;
    const Table &t = m_play->table;
    for (int i = 0; i < t.ranking.size(); ++i) {
        const HeroState *h = t.hero(t.ranking.at(i));
        if (!h)
            continue;
        out.append(TheosisArenaRank{.id = h->id,
                                    .rank = i + 1,
                                    .name = content_text::localized(m_play->sheet(*h).name),
                                    .playerName = m_play->name(h->player),
                                    .side = sideOf(h->player),
                                    .acting = h->id == t.actor,
                                    .acted = h->acted,
                                    .paralysed = h->paralyzedUntil >= t.turn,
                                    .standing = m_play->alive(h->id) && !h->swallowed});
    }
    return out;
}

QList<TheosisArenaHero> TheosisArenaController::heroRows() const
{
    QList<TheosisArenaHero> out;
    if (!m_play)
        return out;
    const Table &t = m_play->table;
    for (const HeroState &h : t.heroes) {
        TheosisArenaHero row{.id = h.id,
                             .name = content_text::localized(m_play->sheet(h).name),
                             .playerName = m_play->name(h.player),
                             .side = sideOf(h.player),
                             .health = m_play->health(h.id),
                             .at = h.at ? hexList(*h.at) : QList<int>{},
                             .paralysed = h.paralyzedUntil >= t.turn,
                             .standing = m_play->alive(h.id) && !h.swallowed,
                             .swallowed = h.swallowed};
        for (const Token &token : h.tokens) {
            const PowerCard *card = m_play->content.power(token.power);
            row.tokens.append(TheosisArenaHeroToken{.power = token.power,
                                                    .name = card ? content_text::localized(card->name) : token.power,
                                                    .blessing = card && card->type == "blessing"_L1});
        }
        const auto &skills = m_play->sheet(h).skills;
        for (std::size_t i = 0; i < skills.size(); ++i)
            row.mana.append(TheosisArenaHeroGem{.name = content_text::localized(skills[i].name), .gem = h.mana.value(static_cast<qsizetype>(i))});
        out.append(row);
    }
    return out;
}

QList<TheosisArenaMonster> TheosisArenaController::monsterRows() const
{
    QList<TheosisArenaMonster> out;
    if (!m_play)
        return out;
    for (const MonsterState &m : m_play->table.monsters) {
        const StaminaToken *top = m.pile.isEmpty() ? nullptr : m_play->content.staminaToken(m.pile.first());
        const MonsterSheet *sheet = m_play->content.monster(m.id);
        const bool shownToken = top && !m.tokenHidden;
        QStringList tokenLabels;
        for (const QString &id : m.pile) {
            const StaminaToken *token = m_play->content.staminaToken(id);
            const int threshold = token ? token->threshold : 0;
            const QStringList resists = token ? token->resistances : QStringList{};
            tokenLabels << (resists.isEmpty() ? tr("%1: falls at %2").arg(id).arg(threshold)
                                              : tr("%1: falls at %2, resists %3").arg(id).arg(threshold).arg(resists.join(u", "_s)));
        }
        out.append(TheosisArenaMonster{.id = m.id,
                                       .name = sheet ? content_text::localized(sheet->name) : m.id,
                                       .pile = static_cast<int>(m.pile.size()),
                                       .hidden = m.tokenHidden,
                                       .threshold = shownToken ? top->threshold : 0,
                                       .protections = shownToken ? top->protections : QStringList{},
                                       .resistances = shownToken ? top->resistances : QStringList{},
                                       .defense = sheet ? sheet->baseDefense : 0,
                                       .speed = sheet ? sheet->speed : 0,
                                       .acted = m.acted,
                                       .tokens = m.pile,
                                       .tokenLabels = tokenLabels});
    }
    return out;
}

QList<TheosisArenaBoardRitual> TheosisArenaController::boardRitualRows() const
{
    QList<TheosisArenaBoardRitual> out;
    if (!m_play)
        return out;
    for (const ArenaRitual &r : m_play->table.arenaRituals) {
        const Ritual *ritual = m_play->content.ritual(r.ritual);
        out.append(TheosisArenaBoardRitual{.ritual = r.ritual,
                                           .name = ritual ? content_text::localized(ritual->name) : r.ritual,
                                           .owner = m_play->name(r.owner),
                                           .rule = u"theosis."_s + r.ritual});
    }
    return out;
}

QList<TheosisArenaDueRitual> TheosisArenaController::dueRitualRows() const
{
    QList<TheosisArenaDueRitual> out;
    if (!m_play)
        return out;
    for (const QJsonValue &v : m_turnStep.value(u"rituals"_s).toArray()) {
        const QString player = v.toObject().value(u"player"_s).toString();
        const QString id = v.toObject().value(u"ritual"_s).toString();
        const Ritual *ritual = m_play->content.ritual(id);
        out.append(TheosisArenaDueRitual{.player = player,
                                         .playerName = m_play->name(player),
                                         .ritual = id,
                                         .name = ritual ? content_text::localized(ritual->name) : id,
                                         .token = ritual && ritual->effect == "token"_L1,
                                         .chosen = id == m_ritual,
                                         .rule = u"theosis."_s + id});
    }
    return out;
}

TheosisArenaPower TheosisArenaController::powerRow(const QString &powerId) const
{
    const PowerCard *card = m_play ? m_play->content.power(powerId) : nullptr;
    if (!card)
        return {.id = powerId, .name = powerId};
    // Against a monster some powers count with other values (Warcraft attacks as 5).
    return {.id = card->id,
            .name = content_text::localized(card->name),
            .attack = card->attack,
            .defense = card->defense,
            .monsterAttack = card->monsterAttack >= 0 ? card->monsterAttack : card->attack,
            .monsterDefense = card->monsterDefense >= 0 ? card->monsterDefense : card->defense,
            .type = card->type,
            .effect = card->effect};
}

QList<TheosisArenaPower> TheosisArenaController::handRows() const
{
    QList<TheosisArenaPower> out;
    if (!m_play || m_step != "hero"_L1)
        return out;
    const HeroState *h = m_play->table.hero(m_play->table.actor);
    const PlayerState *p = h ? m_play->table.player(h->player) : nullptr;
    if (!p)
        return out;
    for (const QString &id : p->hand) {
        TheosisArenaPower row = powerRow(id);
        if (m_action == "bless"_L1)
            row.usable = row.type == "blessing"_L1;
        else if (m_action == "spell"_L1)
            row.usable = row.type == "spell"_L1;
        row.chosen = row.id == m_power;
        out.append(row);
    }
    return out;
}

QList<TheosisArenaSkill> TheosisArenaController::skillRows() const
{
    QList<TheosisArenaSkill> out;
    const HeroState *h = skillOwner();
    if (!h)
        return out;
    const bool receives = m_action == "mana"_L1 || allySkillNeeded();
    const auto &skills = m_play->sheet(*h).skills;
    for (std::size_t i = 0; i < skills.size(); ++i) {
        const bool gem = h->mana.value(static_cast<qsizetype>(i));
        out.append(TheosisArenaSkill{.index = static_cast<int>(i),
                                     .id = skills[i].id,
                                     .name = content_text::localized(skills[i].name),
                                     .shape = skills[i].shape,
                                     .kind = skills[i].kind,
                                     .bonus = skills[i].attackBonus,
                                     .gem = gem,
                                     .usable = receives ? !gem : gem && skills[i].kind != "defense"_L1,
                                     .chosen = static_cast<int>(i) == m_skill});
    }
    return out;
}

const HeroState *TheosisArenaController::skillOwner() const
{
    if (!m_play || m_step != "hero"_L1)
        return nullptr;
    return m_play->table.hero(allySkillNeeded() ? m_target : m_play->table.actor);
}

bool TheosisArenaController::resurrecting() const
{
    if (!m_play || m_step != "hero"_L1 || m_action != "spell"_L1)
        return false;
    const PowerCard *card = m_play->content.power(m_power);
    return card && card->effect == "resurrection"_L1;
}

bool TheosisArenaController::allySkillNeeded() const { return targetTakesAllySkill(m_target); }

bool TheosisArenaController::targetTakesAllySkill(const QString &targetId) const
{
    return resurrecting() && !targetId.isEmpty() && m_play->table.hero(targetId) && m_play->alive(targetId);
}

bool TheosisArenaController::centreNeeded() const { return m_step == "hero"_L1 && areaShape() == "spell"_L1; }

bool TheosisArenaController::directionNeeded() const
{
    const QString shape = areaShape();
    return m_step == "hero"_L1 && (shape == "line"_L1 || shape == "cone"_L1);
}

QString TheosisArenaController::movePlace() const
{
    return m_moveTo && m_play ? translated(phrase("%1", m_play->place(*m_moveTo, currentActor()))) : QString();
}

QList<TheosisArenaDefender> TheosisArenaController::defenderRows() const
{
    QList<TheosisArenaDefender> out;
    if (!m_play || m_step != "hero"_L1)
        return out;
    const QStringList struck = struckTargets();
    QJsonObject chosenDefences;
    for (const QString &id : struck)
        if (!m_defenses.value(id).isEmpty())
            chosenDefences.insert(id, m_defenses.value(id));
    for (const QString &id : struck) {
        const HeroState *h = m_play->table.hero(id);
        if (!h)
            continue;
        TheosisArenaDefender row{.hero = id, .name = nameOf(id), .playerName = m_play->name(h->player), .side = sideOf(h->player),
                                 .defense = m_defenses.value(id)};
        // A card another hero of the same player already defends with is not free:
        // shown greyed out (a list that shrank would move the chips under the finger).
        QStringList free = defencePowersLeft(*m_play, id, chosenDefences);
        for (const QString &power : m_play->table.player(h->player)->hand) {
            TheosisArenaPower p = powerRow(power);
            p.chosen = power == m_defenses.value(id);
            p.free = removeOne(free, power);
            row.powers.append(p);
        }
        out.append(row);
    }
    return out;
}

QList<TheosisArenaMonsterRoll> TheosisArenaController::monsterRollRows() const
{
    QList<TheosisArenaMonsterRoll> out;
    if (!m_play || m_step != "hero"_L1)
        return out;
    for (const QString &id : struckTargets())
        if (!m_play->table.hero(id))
            out.append(TheosisArenaMonsterRoll{.monster = id, .name = nameOf(id), .roll = m_rolls.value(id, 0)});
    return out;
}

bool TheosisArenaController::pushOffered() const
{
    return m_step == "hero"_L1 && m_action == "attack"_L1 && m_shape == "melee"_L1 && m_play && m_play->table.hero(m_target);
}

TheosisArenaResult TheosisArenaController::resultValue() const
{
    if (!m_play || !m_play->table.result)
        return {};
    const Result_ &r = *m_play->table.result;
    TheosisArenaResult out{.shown = true, .outcome = r.outcome, .reason = r.reason};
    for (const QString &w : r.winners)
        out.winners << m_play->name(w);
    for (const QString &w : r.mvp)
        out.mvp << m_play->name(w);
    if (r.reason == "last-standing"_L1)
        out.reasonText = tr("Only one side has heroes standing.");
    else if (r.reason == "centre"_L1)
        out.reasonText = tr("A hero held the centre hex at the end of turn %1.").arg(kArenaTurns);
    else if (r.reason == "time"_L1)
        out.reasonText = tr("Turn %1 ended with nobody on the centre hex.").arg(kArenaTurns);
    else if (r.reason == "monsters-defeated"_L1)
        out.reasonText = tr("Every monster lost its last stamina token.");
    else if (r.reason == "monsters-standing"_L1)
        out.reasonText = tr("A monster was still standing after turn %1.").arg(kArenaTurns);
    else if (r.reason == "heroes-fell"_L1)
        out.reasonText = tr("Every hero fell.");
    else
        out.reasonText = r.reason;
    return out;
}

// ------------------------------------------------------------------ monsters

const MonsterState *TheosisArenaController::dueMonster() const
{
    const QJsonArray waiting = m_turnStep.value(u"monsters"_s).toArray();
    if (!m_play || waiting.isEmpty())
        return nullptr;
    for (const MonsterState &m : m_play->table.monsters)
        if (m.id == waiting.first().toString())
            return &m;
    return nullptr;
}

QString TheosisArenaController::dueMonsterId() const
{
    const MonsterState *m = dueMonster();
    return m ? m->id : QString();
}

TheosisMonsterTurn TheosisArenaController::monsterTurnValue() const
{
    const MonsterState *m = m_step == "monster"_L1 ? dueMonster() : nullptr;
    const MonsterSheet *sheet = m ? m_play->content.monster(m->id) : nullptr;
    if (!sheet)
        return {};
    const bool rider = m->acted && !sheet->riderActions.empty();
    TheosisMonsterTurn out{.shown = true,
                           .monster = m->id,
                           .name = content_text::localized(sheet->name),
                           .rider = rider,
                           .face = m_face,
                           .speed = monsterSpeed(*m, *sheet),
                           .moveTo = m_monsterTo ? hexList(*m_monsterTo) : QList<int>{},
                           .moveToPlace = m_monsterTo ? translated(phrase("%1", m_play->place(*m_monsterTo, m->id))) : QString(),
                           .reachable = static_cast<int>(m_monsterHexes.size())};
    if (m_face < 1 || m_face > 6)
        return out;
    const MonsterAction &chosen = (rider ? sheet->riderActions : sheet->actions).at(static_cast<std::size_t>(m_face - 1));
    out.action = content_text::localized(chosen.name);
    out.effect = chosen.effect;
    return out;
}

QList<TheosisMonsterAttack> TheosisArenaController::monsterAttackRows() const
{
    QList<TheosisMonsterAttack> out;
    const MonsterState *m = m_step == "monster"_L1 ? dueMonster() : nullptr;
    const MonsterSheet *sheet = m ? m_play->content.monster(m->id) : nullptr;
    if (!sheet || m_face < 1 || m_face > 6)
        return out;
    const bool rider = m->acted && !sheet->riderActions.empty();
    const Hex at = m_monsterTo.value_or(m->at);
    const MonsterAction &chosen = (rider ? sheet->riderActions : sheet->actions).at(static_cast<std::size_t>(m_face - 1));
    for (std::size_t i = 0; i < chosen.attacks.size(); ++i) {
        const MonsterAttack &attack = chosen.attacks[i];
        const int index = static_cast<int>(i);
        TheosisMonsterAttack row{.index = index,
                                 .bonus = attack.bonus,
                                 .damage = attack.damage,
                                 .damageType = attack.damageType,
                                 .range = attack.range,
                                 .all = attack.range == "all"_L1,
                                 .single = singleMonsterRange(attack.range)};
        QStringList struck = m_monsterTargets.value(index);
        for (const HeroState &h : m_play->table.heroes) {
            const TargetVerdict verdict = monsterStrikeVerdict(*m_play, at, attack, h.id);
            if (verdict == TargetVerdict::Down)
                continue;
            const bool legal = verdict == TargetVerdict::Legal;
            const QString reason = legal ? QString() : translated(monsterStrikePhrase(*m_play, h.id, verdict));
            if (row.all)
                struck << h.id;
            row.candidates.append(TheosisMonsterCandidate{.id = h.id,
                                                          .name = nameOf(h.id),
                                                          .legal = reason.isEmpty(),
                                                          .reason = reason,
                                                          .code = legal ? QString() : targetVerdictCode(verdict),
                                                          .health = m_play->health(h.id),
                                                          .chosen = struck.contains(h.id)});
        }
        QJsonObject chosenDefences;
        for (const QString &hero : struck)
            if (const QString power = m_monsterDefenses.value(QString::number(index) + u'/' + hero); !power.isEmpty())
                chosenDefences.insert(hero, power);
        for (const QString &hero : struck) {
            const HeroState *h = m_play->table.hero(hero);
            if (!h)
                continue;
            const QString key = QString::number(index) + u'/' + hero;
            TheosisMonsterGuard guard{.hero = hero, .name = nameOf(hero), .defense = m_monsterDefenses.value(key)};
            // A card another hero of the same player already defends with is not free:
            // shown greyed out (a list that shrank would move the chips under the finger).
            QStringList free = defencePowersLeft(*m_play, hero, chosenDefences);
            for (const QString &power : m_play->table.player(h->player)->hand) {
                TheosisArenaPower p = powerRow(power);
                p.chosen = power == m_monsterDefenses.value(key);
                p.free = removeOne(free, power);
                guard.powers.append(p);
            }
            row.chosen.append(guard);
        }
        QStringList effects;
        if (attack.paralyze)
            effects << tr("paralyses");
        if (attack.slay)
            effects << tr("slays");
        if (attack.swallow)
            effects << tr("swallows");
        if (attack.burnMana)
            effects << tr("burns Mana");
        if (!attack.destroy.isEmpty())
            effects << tr("destroys the %1").arg(attack.destroy == "weapon"_L1 ? tr("weapon") : tr("armour"));
        row.effects = effects.join(u", "_s);
        out.append(row);
    }
    return out;
}

// One strike per hero struck, numbered across the action's attacks.
QList<TheosisMonsterStrike> TheosisArenaController::monsterStrikeRows(const QList<TheosisMonsterAttack> &attacks) const
{
    QList<TheosisMonsterStrike> out;
    for (const TheosisMonsterAttack &attack : attacks)
        for (const TheosisMonsterGuard &guard : attack.chosen) {
            const int strike = static_cast<int>(out.size());
            out.append(TheosisMonsterStrike{.index = strike, .attack = attack.index, .hero = guard.hero, .name = guard.name,
                                            .roll = m_strikeRolls.value(strike, 0)});
        }
    return out;
}

bool TheosisArenaController::rollMonsterFace()
{
    if (!m_session || m_step != "monster"_L1)
        return false;
    auto rolled = m_session->rollDice(u"1d6"_s, {}, tr("skullduggery die"));
    if (!rolled.ok())
        return false;
    // The roll is in the session's log (and undone with it); the face is
    // handed to monster.act as the die the table saw.
    m_face = rolled.value().total;
    m_faceRolls = static_cast<int>(m_session->state()->rolls.size());
    recompute();
    return true;
}

void TheosisArenaController::chooseMonsterFace(int face)
{
    m_face = std::clamp(face, 0, 6);
    m_faceRolls = 0;
    m_monsterTargets.clear();
    m_monsterDefenses.clear();
    m_strikeRolls.clear();
    recompute();
}

void TheosisArenaController::chooseMonsterTarget(int attack, const QString &hero)
{
    const QList<TheosisMonsterAttack> attacks = monsterAttackRows();
    if (attack < 0 || attack >= attacks.size())
        return;
    const TheosisMonsterAttack &a = attacks.at(attack);
    for (const TheosisMonsterCandidate &candidate : a.candidates) {
        if (candidate.id != hero)
            continue;
        if (!candidate.legal) {
            explain(candidate.reason, candidate.code, u"theosis.monster-attacks"_s);
            return;
        }
    }
    QStringList &list = m_monsterTargets[attack];
    if (a.single)
        list = list.contains(hero) ? QStringList{} : QStringList{hero};
    else if (!list.removeOne(hero))
        list << hero;
    m_strikeRolls.clear();
    recompute();
}

void TheosisArenaController::chooseMonsterDefense(int attack, const QString &hero, const QString &powerId)
{
    m_monsterDefenses.insert(QString::number(attack) + u'/' + hero, powerId);
    recompute();
}

void TheosisArenaController::chooseMonsterStrikeRoll(int strike, int face)
{
    m_strikeRolls.insert(strike, std::clamp(face, 0, 4));
    recompute();
}

QJsonObject TheosisArenaController::buildMonsterAction() const
{
    const MonsterState *m = dueMonster();
    if (!m)
        return {};
    MonsterAct act{.monster = m->id, .to = m_monsterTo};
    if (monsterTurnValue().rider)
        act.table = u"rider"_s;
    if (m_face > 0)
        act.face = m_face;
    QJsonArray targets;
    QJsonArray defenses;
    const QList<TheosisMonsterAttack> attacks = monsterAttackRows();
    for (const TheosisMonsterAttack &attack : attacks) {
        QJsonArray heroes;
        QJsonObject guard;
        for (const TheosisMonsterGuard &chosen : attack.chosen) {
            heroes.append(chosen.hero);
            guard.insert(chosen.hero, chosen.defense);
        }
        targets.append(attack.all ? QJsonArray{} : heroes);
        defenses.append(guard);
    }
    act.targets = targets;
    act.defenses = defenses;
    // The entered faces up to the first strike the app rolls itself.
    QJsonArray rolls;
    const int strikes = static_cast<int>(monsterStrikeRows(attacks).size());
    for (int i = 0; i < strikes && m_strikeRolls.value(i, 0) > 0; ++i)
        rolls.append(m_strikeRolls.value(i));
    if (!rolls.isEmpty())
        act.rolls = rolls;
    return typed::encode(act);
}

bool TheosisArenaController::monsterAct()
{
    if (m_step != "monster"_L1)
        return false;
    return apply(buildMonsterAction());
}

bool TheosisArenaController::showStaminaToken(const QString &monster, const QString &token)
{
    return apply(typed::encode(theosis::StaminaSet{.monster = monster, .token = token}));
}

// ------------------------------------------------------------------ taps

void TheosisArenaController::explain(const QString &text, const QString &code, const QString &rule, std::optional<Hex> at)
{
    m_explanation = text;
    m_explanationCode = code;
    m_explanationRule = rule;
    m_refused = at;
    rebuildScene();
    publish();
}

void TheosisArenaController::clearExplanation()
{
    if (m_explanation.isEmpty() && !m_refused)
        return;
    explain({}, {}, {});
}

void TheosisArenaController::tap(int q, int r, const QString &who)
{
    if (!m_play)
        return;
    const Hex at{q, r};
    m_explanation.clear();
    m_explanationCode.clear();
    m_explanationRule.clear();
    m_refused.reset();
    if (m_step == "entry"_L1) {
        enter(q, r);
        return;
    }
    if (m_step == "ritual"_L1) {
        m_ritualAt = at;
        recompute();
        return;
    }
    if (m_step == "monster"_L1) {
        tapInMonsterTurn(at, who);
        return;
    }
    if (m_step == "hero"_L1)
        tapInHeroTurn(at, who);
}

void TheosisArenaController::tapInMonsterTurn(Hex at, const QString &who)
{
    if (m_play->table.hero(who)) {
        for (const TheosisMonsterAttack &a : monsterAttackRows())
            if (!a.all) {
                chooseMonsterTarget(a.index, who);
                return;
            }
        recompute();
        return;
    }
    const MonsterState *m = dueMonster();
    if (!m)
        return;
    const MoveVerdict verdict = theosis::monsterMoveVerdictAt(*m_play, m->id, at);
    if (verdict == MoveVerdict::OwnHex) {
        m_monsterTo.reset();
        recompute();
        return;
    }
    if (verdict != MoveVerdict::Legal) {
        explain(translated(monsterMoveVerdictPhrase(*m_play, m->id, at, verdict)), moveVerdictCode(verdict), u"theosis.monsters"_s, at);
        return;
    }
    m_monsterTo = at;
    recompute();
}

void TheosisArenaController::tapInHeroTurn(Hex at, const QString &who)
{
    const Table &t = m_play->table;
    const HeroState *hero = t.hero(t.actor);
    if (!hero || !hero->at)
        return;
    if (who == t.actor || at == *hero->at) {
        m_moveTo.reset();
        recompute();
        return;
    }
    if (centreNeeded() && m_aiming) {
        m_centre = at;
        recompute();
        return;
    }
    if (!who.isEmpty()) {
        const bool wantsTarget = m_action == "attack"_L1 || m_action == "bless"_L1 || m_action == "skill"_L1 || m_action == "spell"_L1;
        if (wantsTarget) {
            chooseTarget(who);
            return;
        }
    }
    const MoveVerdict verdict = theosis::moveVerdictAt(*m_play, t.actor, at);
    if (verdict == MoveVerdict::Legal) {
        m_moveTo = at;
        if (!m_target.isEmpty())
            m_target.clear();
        recompute();
        return;
    }
    explain(translated(moveVerdictPhrase(*m_play, t.actor, at, verdict)), moveVerdictCode(verdict), u"theosis.movement"_s, at);
}

bool TheosisArenaController::enter(int q, int r)
{
    if (m_step != "entry"_L1 || m_entering.isEmpty())
        return false;
    const Hex at{q, r};
    const QJsonObject action = typed::encode(ArenaEnter{m_entering, at});
    const Verdict v = trial(action);
    if (!v.ok) {
        explain(v.text, v.code, v.rule, at);
        return false;
    }
    return apply(action);
}

QString TheosisArenaController::monsterMoveVerdictAt(int q, int r) const
{
    const MonsterState *m = m_step == "monster"_L1 ? dueMonster() : nullptr;
    if (!m)
        return {};
    const MoveVerdict verdict = theosis::monsterMoveVerdictAt(*m_play, m->id, Hex{q, r});
    return verdict == MoveVerdict::Legal ? QString() : moveVerdictCode(verdict);
}

QString TheosisArenaController::hexMark(int q, int r) const
{
    for (const TheosisArenaSceneHex &h : m_scene.hexes) {
        if (h.at != Hex{q, r})
            continue;
        switch (h.mark) {
        case TheosisArenaSceneHex::Mark::Legal:
            return u"legal"_s;
        case TheosisArenaSceneHex::Mark::Refused:
            return u"refused"_s;
        case TheosisArenaSceneHex::Mark::Path:
            return u"path"_s;
        case TheosisArenaSceneHex::Mark::Area:
            return u"area"_s;
        case TheosisArenaSceneHex::Mark::Preview:
            return u"preview"_s;
        case TheosisArenaSceneHex::Mark::PreviewClosed:
            return u"closed"_s;
        case TheosisArenaSceneHex::Mark::None:
            break;
        }
    }
    return {};
}

QString TheosisArenaController::moveVerdictAt(int q, int r) const
{
    if (!m_play || m_step != "hero"_L1)
        return {};
    const MoveVerdict verdict = theosis::moveVerdictAt(*m_play, m_play->table.actor, Hex{q, r});
    return verdict == MoveVerdict::Legal ? QString() : moveVerdictCode(verdict);
}

// ------------------------------------------------------------------ rituals

void TheosisArenaController::chooseRitual(const QString &ritualId)
{
    for (const TheosisArenaDueRitual &due : dueRitualRows())
        if (due.ritual == ritualId) {
            m_ritual = ritualId;
            m_ritualPlayer = due.player;
            m_ritualAt.reset();
            m_rotation = 0;
            m_ritualGems.clear();
        }
    recompute();
}

void TheosisArenaController::turnRitual(int sixths)
{
    m_rotation = ((m_rotation + sixths) % 6 + 6) % 6;
    recompute();
}

bool TheosisArenaController::takesRitualGems() const
{
    const Ritual *ritual = (m_play && m_step == "ritual"_L1) ? m_play->content.ritual(m_ritual) : nullptr;
    return ritual && theosis::ritualTakesGems(*ritual);
}

int TheosisArenaController::ritualGemsMost() { return kManaSurgeGems; }

QList<TheosisArenaGemHero> TheosisArenaController::ritualGemHeroRows() const
{
    QList<TheosisArenaGemHero> out;
    if (!takesRitualGems())
        return out;
    for (const HeroState &h : m_play->table.heroes) {
        if (!m_play->allied(h.player, m_ritualPlayer))
            continue;
        TheosisArenaGemHero row{.id = h.id, .name = nameOf(h.id), .standing = m_play->alive(h.id)};
        const auto &sheetSkills = m_play->sheet(h).skills;
        for (std::size_t i = 0; i < sheetSkills.size(); ++i) {
            const int index = static_cast<int>(i);
            row.skills.append(TheosisArenaGemSkill{.index = index,
                                                   .name = content_text::localized(sheetSkills[i].name),
                                                   .gem = h.mana.value(index),
                                                   .chosen = m_ritualGems.contains(std::pair{h.id, index})});
        }
        out.append(row);
    }
    return out;
}

void TheosisArenaController::toggleRitualGem(const QString &hero, int skill)
{
    if (!takesRitualGems())
        return;
    const std::pair<QString, int> gem{hero, skill};
    if (m_ritualGems.removeOne(gem)) {
        clearExplanation();
        recompute();
        return;
    }
    // The session decides: a full skill, someone else's hero or one gem too many is refused with its rule.
    m_ritualGems.append(gem);
    const Verdict v = trial(buildRitualAction());
    if (!v.ok) {
        m_ritualGems.removeLast();
        explain(v.text, v.code, v.rule);
        return;
    }
    clearExplanation();
    recompute();
}

QJsonObject TheosisArenaController::buildRitualAction() const
{
    RitualCast cast{.player = m_ritualPlayer, .ritual = m_ritual};
    if (!m_ritualGems.isEmpty() && takesRitualGems()) {
        QJsonArray gems;
        for (const auto &[hero, skill] : m_ritualGems)
            gems.append(QJsonObject{{u"hero"_s, hero}, {u"skill"_s, skill}});
        cast.mana = gems;
    }
    if (m_ritualAt) {
        cast.at = m_ritualAt;
        cast.rotation = m_rotation;
    }
    return typed::encode(cast);
}

bool TheosisArenaController::castRitual()
{
    if (m_step != "ritual"_L1 || m_ritual.isEmpty())
        return false;
    return apply(buildRitualAction());
}

bool TheosisArenaController::skipRitual()
{
    if (m_step != "ritual"_L1 || m_ritual.isEmpty())
        return false;
    return apply(typed::encode(RitualCast{.player = m_ritualPlayer, .ritual = m_ritual, .skip = true}));
}

// ------------------------------------------------------------------ hero actions

void TheosisArenaController::chooseAction(const QString &action)
{
    static const QStringList actions{u"pass"_s, u"mana"_s, u"bless"_s, u"spell"_s, u"attack"_s, u"skill"_s};
    if (!actions.contains(action))
        return;
    m_action = action;
    m_power.clear();
    m_skill = -1;
    m_target.clear();
    m_centre.reset();
    m_defenses.clear();
    m_rolls.clear();
    m_push = false;
    m_follow = false;
    clearExplanation();
    recompute();
}

void TheosisArenaController::choosePower(const QString &powerId)
{
    m_power = powerId;
    if (m_action == "spell"_L1) {
        m_target.clear();
        m_centre.reset();
        m_skill = -1;
    }
    recompute();
}

void TheosisArenaController::chooseSkill(int index)
{
    // The ally's skill for Resurrection's gem keeps the ally chosen.
    if (allySkillNeeded()) {
        m_skill = index;
        recompute();
        return;
    }
    m_skill = index;
    m_target.clear();
    m_centre.reset();
    m_defenses.clear();
    recompute();
}

void TheosisArenaController::chooseShape(const QString &shape)
{
    if (shape != "melee"_L1 && shape != "ranged"_L1)
        return;
    m_shape = shape;
    m_target.clear();
    m_push = false;
    m_follow = false;
    recompute();
}

void TheosisArenaController::chooseDirection(int direction)
{
    m_direction = ((direction % 6) + 6) % 6;
    recompute();
}

void TheosisArenaController::chooseTarget(const QString &id)
{
    for (const TheosisArenaTargetOption &option : m_targetList) {
        if (option.id != id)
            continue;
        if (!option.legal) {
            std::optional<Hex> at;
            if (const HeroState *h = m_play->table.hero(id); h && h->at)
                at = *h->at;
            explain(option.reason, option.code, option.rule, at);
            return;
        }
        if (theosis::hitsOneTarget(areaShape()) || areaShape().isEmpty()) {
            m_target = m_target == id ? QString() : id;
            if (resurrecting())
                m_skill = -1;
        }
        if (m_target.isEmpty()) {
            m_push = false;
            m_follow = false;
        }
        clearExplanation();
        recompute();
        return;
    }
}

void TheosisArenaController::chooseDefense(const QString &hero, const QString &powerId)
{
    m_defenses.insert(hero, powerId);
    recompute();
}

void TheosisArenaController::chooseMonsterRoll(const QString &monster, int face)
{
    m_rolls.insert(monster, std::clamp(face, 0, 4));
    recompute();
}

void TheosisArenaController::choosePush(bool push)
{
    m_push = push;
    if (!push)
        m_follow = false;
    recompute();
}

void TheosisArenaController::chooseFollow(bool follow)
{
    m_follow = follow;
    if (follow)
        m_push = true;
    recompute();
}

void TheosisArenaController::chooseAiming(bool aiming)
{
    m_aiming = aiming;
    recompute();
}

void TheosisArenaController::clearMove()
{
    m_moveTo.reset();
    m_monsterTo.reset();
    recompute();
}

QJsonObject TheosisArenaController::buildHeroAction() const { return buildHeroActionFor(m_target, m_skill); }

QJsonObject TheosisArenaController::buildHeroActionFor(const QString &targetId, int skillIndex) const
{
    if (!m_play)
        return {};
    const QString hero = m_play->table.actor;
    // A field the player has not chosen yet stays out of the action, so the
    // engine's refusal names what is missing.
    const auto chosen = [](const QString &value) { return value.isEmpty() ? std::nullopt : std::optional<QString>(value); };
    const std::optional<QString> power = chosen(m_power);
    const std::optional<QString> target = chosen(targetId);
    const std::optional<QJsonValue> skill = skillIndex >= 0 ? std::optional<QJsonValue>(skillIndex) : std::nullopt;
    const std::optional<Hex> centre = centreNeeded() ? m_centre : std::nullopt;
    const std::optional<int> direction = directionNeeded() ? std::optional<int>(m_direction) : std::nullopt;
    QJsonObject defenseMap;
    QJsonObject rollMap;
    for (const QString &id : struckTargets()) {
        if (m_play->table.hero(id)) {
            if (!m_defenses.value(id).isEmpty())
                defenseMap.insert(id, m_defenses.value(id));
        } else if (m_rolls.value(id, 0) > 0) {
            rollMap.insert(id, m_rolls.value(id));
        }
    }
    const std::optional<QJsonObject> defenses = defenseMap.isEmpty() ? std::nullopt : std::optional<QJsonObject>(defenseMap);
    const std::optional<QJsonObject> rolls = rollMap.isEmpty() ? std::nullopt : std::optional<QJsonObject>(rollMap);
    const bool pushes = pushOffered() && m_push;
    const std::optional<bool> push = pushes ? std::optional<bool>(true) : std::nullopt;
    const std::optional<bool> follow = pushes ? std::optional<bool>(m_follow) : std::nullopt;
    // Required fields not chosen yet are left out by name rather than sent empty.
    const auto without = [](QJsonObject action, const QString &field, bool missing) {
        if (missing)
            action.remove(field);
        return action;
    };
    if (m_action == "pass"_L1)
        return without(typed::encode(HeroPass{hero, m_moveTo, m_power}), u"discard"_s, !power);
    if (m_action == "mana"_L1)
        return without(typed::encode(HeroMana{hero, m_moveTo, skill, m_power}), u"discard"_s, !power);
    if (m_action == "bless"_L1)
        return without(without(typed::encode(HeroBless{hero, m_moveTo, m_power, targetId}), u"power"_s, !power), u"target"_s, !target);
    if (m_action == "spell"_L1)
        return without(typed::encode(HeroSpell{hero, m_moveTo, m_power, centre, target, targetTakesAllySkill(targetId) ? skill : std::nullopt, defenses, rolls}),
                       u"power"_s, !power);
    if (m_action == "attack"_L1)
        return without(typed::encode(HeroAttack{hero, m_moveTo, m_power, m_shape, target, defenses, rolls, push, follow}), u"power"_s, !power);
    if (m_action == "skill"_L1)
        return without(typed::encode(HeroSkill{hero, m_moveTo, skill, m_power, target, direction, centre, defenses, rolls, push, follow}),
                       u"power"_s, !power);
    return {};
}

QJsonObject TheosisArenaController::plannedAction() const
{
    if (m_step == "hero"_L1)
        return buildHeroAction();
    if (m_step == "ritual"_L1)
        return buildRitualAction();
    if (m_step == "monster"_L1)
        return buildMonsterAction();
    return {};
}

QString TheosisArenaController::pendingActionJson() const
{
    return QString::fromUtf8(QJsonDocument(plannedAction()).toJson(QJsonDocument::Compact));
}

bool TheosisArenaController::commit()
{
    if (m_step == "hero"_L1)
        return apply(buildHeroAction());
    if (m_step == "ritual"_L1)
        return castRitual();
    if (m_step == "monster"_L1)
        return monsterAct();
    return false;
}

bool TheosisArenaController::apply(const QJsonObject &action)
{
    if (!m_session || action.isEmpty())
        return false;
    const bool applied = m_session->applyAction(action);
    // The refusal reads in the session's banner; the hex it names is outlined.
    if (!applied && m_session->errorHex()) {
        m_refused = m_session->errorHex();
        rebuildScene();
    }
    return applied;
}

} // namespace arbiter
