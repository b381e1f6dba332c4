#include "BrawlTableController.h"

#include "content/ContentText.h"
#include "ActiveSessionFollower.h"

#include "ActiveSession.h"
#include "core/hex_calculators.h"
#include "core/json_fields.h"
#include "games/super_fantasy_brawl/sfb_activation.h"
#include "games/super_fantasy_brawl/sfb_displace.h"
#include "games/super_fantasy_brawl/sfb_draft.h"
#include "games/super_fantasy_brawl/sfb_options.h"
#include "games/super_fantasy_brawl/sfb_setup.h"
#include "games/super_fantasy_brawl/sfb_support.h"
#include "text/PhraseText.h"
#include "typed/ChangeNotify.h"

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

const char *const kCoreNames[] = {"destruction", "creation", "manipulation"};

QString hexKey(Hex h) { return u"%1,%2"_s.arg(h.q).arg(h.r); }

QString modeName(MoveMode mode)
{
    switch (mode) {
    case MoveMode::Walk:
        return u"walk"_s;
    case MoveMode::Dash:
        return u"dash"_s;
    case MoveMode::Jump:
        return u"jump"_s;
    case MoveMode::Swoop:
        return u"swoop"_s;
    }
    return u"walk"_s;
}

QString modeText(MoveMode mode, int points)
{
    switch (mode) {
    case MoveMode::Walk:
        return BrawlTableController::tr("Move %1").arg(points);
    case MoveMode::Dash:
        return BrawlTableController::tr("Dash %1").arg(points);
    case MoveMode::Jump:
        return BrawlTableController::tr("Jump %1").arg(points);
    case MoveMode::Swoop:
        return BrawlTableController::tr("Swoop %1").arg(points);
    }
    return {};
}

QString coreText(SfbCore core)
{
    switch (core) {
    case SfbCore::Destruction:
        return BrawlTableController::tr("Destruction");
    case SfbCore::Creation:
        return BrawlTableController::tr("Creation");
    case SfbCore::Manipulation:
        return BrawlTableController::tr("Manipulation");
    }
    return {};
}

QString typeText(SfbCardType type)
{
    switch (type) {
    case SfbCardType::Attack:
        return BrawlTableController::tr("Attack");
    case SfbCardType::Skill:
        return BrawlTableController::tr("Skill");
    case SfbCardType::Reaction:
        return BrawlTableController::tr("Reaction");
    }
    return {};
}

QString targetingText(const SfbCard &card)
{
    switch (card.targeting) {
    case SfbTargeting::None:
        return {};
    case SfbTargeting::Melee:
        return BrawlTableController::tr("melee");
    case SfbTargeting::Indirect:
        return BrawlTableController::tr("indirect shot %1-%2").arg(card.minRange).arg(card.maxRange);
    case SfbTargeting::Direct:
        return BrawlTableController::tr("direct shot %1-%2").arg(card.minRange).arg(card.maxRange);
    case SfbTargeting::Area:
        return BrawlTableController::tr("area");
    }
    return {};
}

// One line that says what a card does, built from its data.
QString cardSummary(const SfbCard &card)
{
    QStringList parts;
    if (card.movement > 0)
        parts << modeText(card.movementMode, card.movement);
    for (const SfbBudget &b : sfbMovementKeywords(card.pre))
        parts << modeText(b.mode, b.points);
    if (const QString targeting = targetingText(card); !targeting.isEmpty())
        parts << targeting;
    if (card.strength > 0)
        parts << BrawlTableController::tr("strength %1").arg(card.strength);
    if (card.damage > 0)
        parts << BrawlTableController::tr("%1 damage").arg(card.damage);
    if (card.defence > 0)
        parts << BrawlTableController::tr("+%1 defence").arg(card.defence);
    for (const SfbKeywords *keywords : {&card.pre, &card.hit, &card.post})
        for (int k = 0; k < kSfbKeywordCount; ++k) {
            const auto keyword = static_cast<SfbKeyword>(k);
            if (keywords == &card.pre && (keyword == SfbKeyword::Dash || keyword == SfbKeyword::Jump || keyword == SfbKeyword::Swoop))
                continue;
            const int value = (*keywords)[keyword];
            if (value <= 0)
                continue;
            const QString name = sfbKeywordName(keyword);
            // The keyword as the pack's language names it ("Push" reads "Stoßen" in German).
            const QString title = content_text::localized(name.left(1).toUpper() + name.mid(1));
            parts << (sfbKeywordIsFlag(keyword) ? title : u"%1 %2"_s.arg(title).arg(value));
        }
    return parts.join(u" · "_s);
}

} // namespace

BrawlTableController::BrawlTableController(QObject *parent)
    : BrawlSceneSource(parent), m_sidesModel(GadgetListModel::of<BrawlSideRow>(this)),
      m_trackModel(GadgetListModel::of<BrawlTrackSlot>(this)), m_championsModel(GadgetListModel::of<BrawlChampionRow>(this)),
      m_cardsModel(GadgetListModel::of<BrawlHandCard>(this)), m_budgetsModel(GadgetListModel::of<BrawlBudgetOption>(this)),
      m_targetsModel(GadgetListModel::of<BrawlTargetOption>(this)),
      m_orientationsModel(GadgetListModel::of<BrawlOrientationOption>(this)),
      m_reactionsModel(GadgetListModel::of<BrawlReactionOption>(this)),
      m_standardActionsModel(GadgetListModel::of<BrawlStandardOption>(this)),
      m_displacementsModel(GadgetListModel::of<BrawlDisplacementRow>(this)),
      m_reactionTargetsModel(GadgetListModel::of<BrawlReactionTarget>(this)),
      m_draftChoicesModel(GadgetListModel::of<BrawlDraftChoice>(this))
{
}

void BrawlTableController::publish()
{
    m_sidesModel->setRows(sideRows());
    m_trackModel->setRows(trackRows());
    m_championsModel->setRows(championRows());
    m_cardsModel->setRows(cardRows());
    m_budgetsModel->setRows(budgetRows());
    m_targetsModel->setRows(targetRows());
    m_orientationsModel->setRows(orientationRows());
    m_reactionsModel->setRows(reactionRows());
    m_standardActionsModel->setRows(standardRows());
    m_displacementsModel->setRows(displacementRows());
    m_reactionTargetsModel->setRows(reactionTargetRows());
    m_draftChoicesModel->setRows(draftChoiceRows());

    Announced &was = m_announced;
    if (assignChanged(was.valid, valid()))
        Q_EMIT validChanged();
    if (assignChanged(was.phase, phase()))
        Q_EMIT phaseChanged();
    if (assignChanged(was.phaseText, phaseText()))
        Q_EMIT phaseTextChanged();
    if (assignChanged(was.round, round()))
        Q_EMIT roundChanged();
    if (assignChanged(was.activePlayer, activePlayer()))
        Q_EMIT activePlayerChanged();
    if (assignChanged(was.activePlayerName, activePlayerName()))
        Q_EMIT activePlayerNameChanged();
    if (assignChanged(was.prompt, prompt()))
        Q_EMIT promptChanged();
    if (assignChanged(was.trackDeck, trackDeck()))
        Q_EMIT trackDeckChanged();
    if (assignChanged(was.trackDiscard, trackDiscard()))
        Q_EMIT trackDiscardChanged();
    if (assignChanged(was.challengesToName, challengesToName()))
        Q_EMIT challengesToNameChanged();
    if (assignChanged(was.challengeChoices, challengeChoices()))
        Q_EMIT challengeChoicesChanged();
    bool checkMoved = assignChanged(was.challengeCheck, challengeCheck());
    checkMoved = assignChanged(was.championCheck, championCheck()) || checkMoved;
    if (assignChanged(was.challengeByHand, challengeByHand()) || checkMoved)
        Q_EMIT challengeWordsChanged();
    if (assignChanged(was.selected, selected()))
        Q_EMIT selectedChanged();
    if (assignChanged(was.selectedChampion, selectedChampion()))
        Q_EMIT selectedChampionChanged();
    if (assignChanged(was.previewCard, previewCard()))
        Q_EMIT previewCardChanged();
    if (assignChanged(was.activation, activation()))
        Q_EMIT activationChanged();
    if (assignChanged(was.budget, budget()))
        Q_EMIT budgetChanged();
    if (assignChanged(was.legalHexes, legalHexes()))
        Q_EMIT legalHexesChanged();
    if (assignChanged(was.orientation, orientation()))
        Q_EMIT orientationChanged();
    if (assignChanged(was.canResolve, canResolve()))
        Q_EMIT canResolveChanged();
    if (assignChanged(was.resolveText, resolveText()))
        Q_EMIT resolveTextChanged();
    if (assignChanged(was.reaction, reaction()))
        Q_EMIT reactionChanged();
    if (assignChanged(was.draft, draft()))
        Q_EMIT draftChanged();
    if (assignChanged(was.explanation, explanation()))
        Q_EMIT explanationChanged();
    if (assignChanged(was.explanationRule, explanationRule()))
        Q_EMIT explanationRuleChanged();
    if (assignChanged(was.outlinedHex, outlinedHex()))
        Q_EMIT outlinedHexChanged();
    if (assignChanged(was.trapPending, trapPending()))
        Q_EMIT trapPendingChanged();
    if (assignChanged(was.trapQuestion, trapQuestion()))
        Q_EMIT trapQuestionChanged();
    if (assignChanged(was.pickingNewTrap, pickingNewTrap()))
        Q_EMIT pickingNewTrapChanged();
    if (assignChanged(was.revealText, revealText()))
        Q_EMIT revealTextChanged();
    if (assignChanged(was.placeOffer, placeOffer()))
        Q_EMIT placeOfferChanged();
    if (assignChanged(was.picking, picking()))
        Q_EMIT pickingChanged();
    if (assignChanged(was.pickingChampion, pickingChampion()))
        Q_EMIT pickingChampionChanged();
    if (assignChanged(was.canCancel, canCancel()))
        Q_EMIT canCancelChanged();
}

void BrawlTableController::setSession(ActiveSession *session)
{
    const auto dropChoices = [this] {
        m_selected.clear();
        m_previewCard.clear();
        m_pending.reset();
        m_reveals.clear();
        m_pickingNewTrap = false;
        m_trapQuestion.clear();
        m_explanation.clear();
        m_tapped.reset();
        m_revealed.reset();
        m_revealText.clear();
        refresh();
    };
    if (!followActiveSession(m_session, session, this, [this] { refresh(); }, dropChoices))
        return;
    refresh();
    Q_EMIT sessionChanged();
}

const GameOptions &BrawlTableController::options() const
{
    // The session asks the engine once per state and keeps the answer until
    // the state changes, which refreshes this controller: reading it there
    // each time costs no copy and cannot outlive the state it describes.
    static const GameOptions kNone;
    const GameOptions *asked = m_table && m_session ? m_session->options() : nullptr;
    return asked ? *asked : kNone;
}

void BrawlTableController::refresh()
{
    m_content.reset();
    m_table.reset();
    m_arena.reset();
    const SessionState *state = m_session ? m_session->state() : nullptr;
    // An undo back behind the card that allowed the Place withdraws the offer.
    if (!m_placeAfterSource.isEmpty() && (!state || state->actionCount < m_placeAfterActions)) {
        m_placeAfterSource.clear();
        m_placeAfterCard.clear();
    }
    if (state && state->game == u"super-fantasy-brawl"_s) {
        auto content = sfbContentFrom(state->setup.value(u"content"_s).toObject());
        auto table = sfbTableFrom(state->data);
        if (content && table) {
            m_content = content.value();
            m_table = table.value();
            m_arena = sfbArena(*state, *m_content, *m_table);
        }
    }
    if (m_arena && !arenaChampion(m_selected))
        m_selected.clear();
    // A new activation brings its champion into focus and starts a fresh choice of targets.
    const QString key = activationOpen() ? m_table->activation->champion + u'|' + m_table->activation->card
                                           + (m_table->activation->step == SfbActivationStep::Post ? u"|post"_s : QString())
                                         : QString();
    if (key != m_activationKey) {
        m_activationKey = key;
        resetChoices();
        m_budget = 0;
        if (activationOpen()) {
            m_selected = m_table->activation->champion;
            m_previewCard.clear();
        }
    }
    // The selection follows the engine's acting player: a champion chosen in
    // deployment (or by the other player last turn) is not one to activate now.
    const bool inPlay = m_table && (m_table->phase == SfbPhase::Scoreboard || m_table->phase == SfbPhase::Activation);
    if (inPlay && !activationOpen() && !m_selected.isEmpty() && !isActivePlayersChampion(m_selected)) {
        m_selected.clear();
        m_previewCard.clear();
        resetChoices();
        m_budget = 0;
    }
    if (m_table && m_table->phase == SfbPhase::Deploy) {
        const QString deployer = deployingPlayer();
        if (m_selected.isEmpty() || ownerOf(m_selected) != deployer || arenaChampion(m_selected)->onBoard) {
            m_selected.clear();
            for (const SfbArenaChampion &c : m_arena->champions)
                if (!c.onBoard && ownerOf(c.id) == deployer) {
                    m_selected = c.id;
                    break;
                }
        }
    }
    rebuildScene();
}

void BrawlTableController::rebuildScene()
{
    m_scene = {};
    m_verdicts.clear();
    m_targetVerdicts.clear();
    m_areaOptions.clear();
    if (!m_arena) {
        publish();
        Q_EMIT sceneChanged();
        return;
    }
    const SfbBoardSpec &board = m_content->board;
    for (const Hex h : board.hexes) {
        BrawlSceneHex cell;
        cell.at = h;
        cell.statue = std::find(board.statues.begin(), board.statues.end(), h) != board.statues.end();
        cell.trapHex = std::find(board.trapHexes.begin(), board.trapHexes.end(), h) != board.trapHexes.end();
        cell.trap = m_table->hasTrap(h);
        for (int s = 0; s < 2; ++s)
            if (std::find(m_arena->deployment[s].begin(), m_arena->deployment[s].end(), h) != m_arena->deployment[s].end())
                cell.area = s;
        m_scene.hexes.push_back(cell);
    }
    for (int s = 0; s < 2 && s < static_cast<int>(m_table->sides.size()); ++s)
        if (const SfbDeploymentArea *area = m_content->area(m_table->sides[s].area); area && area->gate)
            m_scene.gates.push_back({*area->gate, s});
    auto cellAt = [this](Hex h) -> BrawlSceneHex * {
        for (BrawlSceneHex &cell : m_scene.hexes)
            if (cell.at == h)
                return &cell;
        return nullptr;
    };

    const int selectedIndex = m_arena->index(m_selected);
    const std::optional<SfbCard> card = currentCard();
    const std::vector<SfbBudget> budgets = currentBudgets();
    if (m_budget >= static_cast<int>(budgets.size()))
        m_budget = 0;
    const bool inPlay = m_table->phase == SfbPhase::Scoreboard || m_table->phase == SfbPhase::Activation;

    if (m_pickingNewTrap) {
        for (const Hex h : board.trapHexes)
            if (!m_table->hasTrap(h) && m_arena->occupant(h) < 0)
                if (BrawlSceneHex *cell = cellAt(h))
                    cell->mark = BrawlSceneHex::Mark::Pick;
    } else if (!m_picking.isEmpty()) {
        for (const Hex h : pickOptions())
            if (BrawlSceneHex *cell = cellAt(h))
                cell->mark = BrawlSceneHex::Mark::Pick;
    } else if (m_table->phase == SfbPhase::Traps) {
        for (const Hex h : board.trapHexes)
            if (!m_table->hasTrap(h))
                if (BrawlSceneHex *cell = cellAt(h))
                    cell->mark = BrawlSceneHex::Mark::Pick;
    } else if (m_table->phase == SfbPhase::Deploy && selectedIndex >= 0) {
        const int side = m_arena->champions[selectedIndex].side;
        for (const Hex h : m_arena->deployment[side])
            if (m_arena->occupant(h) < 0)
                if (BrawlSceneHex *cell = cellAt(h))
                    cell->mark = BrawlSceneHex::Mark::Pick;
    } else if (inPlay && selectedIndex >= 0 && !budgets.empty()) {
        const SfbBudget &b = budgets[static_cast<std::size_t>(m_budget)];
        sfbMoveVerdictsInto(*m_arena, selectedIndex, b.points, b.mode, m_verdicts);
        for (const SfbHexVerdict &v : m_verdicts)
            if (v.verdict == SfbMoveVerdict::Legal)
                if (BrawlSceneHex *cell = cellAt(v.at))
                    cell->mark = BrawlSceneHex::Mark::Legal;
    }
    const bool targetsShown = inPlay && selectedIndex >= 0 && card && card->targeting != SfbTargeting::None
                              && !(activationIsSelected() && m_table->activation->step == SfbActivationStep::Post);
    if (targetsShown) {
        if (card->targeting == SfbTargeting::Area) {
            m_areaOptions = sfbAreaOptions(*m_arena, selectedIndex, *card);
            if (m_orientation >= 0 && m_orientation < static_cast<int>(m_areaOptions.size()))
                for (const Hex h : m_areaOptions[static_cast<std::size_t>(m_orientation)].hexes)
                    if (BrawlSceneHex *cell = cellAt(h))
                        cell->mark = BrawlSceneHex::Mark::Area;
        } else {
            sfbTargetVerdictsInto(*m_arena, selectedIndex, *card, m_targetVerdicts);
        }
    }

    for (std::size_t i = 0; i < m_arena->champions.size(); ++i) {
        const SfbArenaChampion &c = m_arena->champions[i];
        BrawlSceneChampion drawn;
        drawn.id = c.id;
        drawn.label = c.name.left(2);
        drawn.side = c.side;
        drawn.damage = c.damage;
        drawn.hitpoints = c.hitpoints;
        drawn.levelled = c.levelled;
        drawn.rooted = c.rooted;
        drawn.onBoard = c.onBoard;
        drawn.at = c.at;
        drawn.selected = c.id == m_selected;
        for (const SfbTargetOption &option : m_targetVerdicts)
            if (option.champion == static_cast<int>(i))
                drawn.target = m_chosen.contains(c.id) ? BrawlSceneChampion::Target::Chosen
                               : option.verdict == SfbTargetVerdict::Legal ? BrawlSceneChampion::Target::Legal
                                                                           : BrawlSceneChampion::Target::Refused;
        if (m_orientation >= 0 && m_orientation < static_cast<int>(m_areaOptions.size())) {
            const auto &hit = m_areaOptions[static_cast<std::size_t>(m_orientation)].hit;
            if (std::find(hit.begin(), hit.end(), static_cast<int>(i)) != hit.end())
                drawn.target = BrawlSceneChampion::Target::Chosen;
        }
        m_scene.champions.push_back(drawn);
    }
    m_scene.landings.clear();
    for (const Landing &landing : landings())
        if (!landing.outcome.ignored && !landing.outcome.path.empty())
            m_scene.landings.push_back(landing.outcome.final);
    m_scene.tapped = m_tapped;
    m_scene.revealed = m_revealed;
    publish();
    Q_EMIT sceneChanged();
}

const SfbArenaChampion *BrawlTableController::arenaChampion(const QString &id) const
{
    if (!m_arena || id.isEmpty())
        return nullptr;
    const int index = m_arena->index(id);
    return index >= 0 ? &m_arena->champions[static_cast<std::size_t>(index)] : nullptr;
}

QString BrawlTableController::ownerOf(const QString &championId) const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const Entity *entity = state ? state->entity(championId) : nullptr;
    return entity ? entity->owner : QString();
}

int BrawlTableController::counter(const QString &entity, const QString &name) const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const Entity *e = state ? state->entity(entity) : nullptr;
    return e ? e->counter(name).value_or(0) : 0;
}

bool BrawlTableController::activationOpen() const { return m_table && m_table->activation.has_value(); }

bool BrawlTableController::activationIsSelected() const
{
    return activationOpen() && m_table->activation->champion == m_selected;
}

QString BrawlTableController::cardName(const QString &cardId) const
{
    if (m_content)
        if (const SfbCard *card = m_content->card(cardId))
            return content_text::localized(card->name);
    if (cardId == u"standard.plan"_s)
        return tr("Move 1 and Plan 1");
    if (cardId == u"standard.heal"_s)
        return tr("Move 1 and Heal 1");
    if (cardId == u"standard.strike"_s)
        return tr("Move 1 and strike");
    if (cardId == u"standard.move"_s)
        return tr("Move 2");
    return cardId;
}

std::optional<SfbCard> BrawlTableController::currentCard() const
{
    if (!m_content)
        return std::nullopt;
    QString id;
    if (activationIsSelected())
        id = m_table->activation->card;
    else if (!activationOpen())
        id = m_previewCard;
    if (id.isEmpty())
        return std::nullopt;
    if (const SfbCard *card = m_content->card(id))
        return *card;
    return sfbStandardCard(id);
}

std::vector<SfbBudget> BrawlTableController::currentBudgets() const
{
    std::vector<SfbBudget> budgets;
    if (activationIsSelected()) {
        for (const SfbBudget &b : m_table->activation->budgets)
            if (b.points > 0)
                budgets.push_back(b);
        return budgets;
    }
    const std::optional<SfbCard> card = currentCard();
    const SfbArenaChampion *champion = arenaChampion(m_selected);
    if (!card || !champion)
        return budgets;
    // No printed value, no movement bonus: a card with only a Dash, Jump or Swoop offers just that.
    if (card->movement > 0)
        budgets.push_back({card->movementMode, card->movement + champion->movementBonus});
    for (const SfbBudget &b : sfbMovementKeywords(card->pre))
        budgets.push_back(b);
    return budgets;
}

bool BrawlTableController::choosingTargets() const
{
    const std::optional<SfbCard> card = currentCard();
    return card && card->targeting != SfbTargeting::None && card->targeting != SfbTargeting::Area
           && !(activationIsSelected() && m_table->activation->step == SfbActivationStep::Post);
}

bool BrawlTableController::isActivePlayersChampion(const QString &championId) const
{
    if (!m_table || m_table->order.isEmpty())
        return false;
    const int side = m_table->sideOfPlayer(m_table->activePlayer());
    const SfbArenaChampion *c = arenaChampion(championId);
    // Super Team Tornado: a player activates only their own champions.
    return c && c->side == side && ownerOf(championId) == m_table->activePlayer();
}

bool BrawlTableController::isLegalTarget(const QString &championId) const
{
    const std::optional<SfbCard> card = currentCard();
    const int attacker = m_arena ? m_arena->index(m_selected) : -1;
    const int target = m_arena ? m_arena->index(championId) : -1;
    return card && attacker >= 0 && target >= 0 && sfbTargetVerdict(*m_arena, attacker, *card, target) == SfbTargetVerdict::Legal;
}

void BrawlTableController::explainNotYours(const QString &championId)
{
    const SfbArenaChampion *c = arenaChampion(championId);
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const Entity *owner = state ? state->entity(ownerOf(championId)) : nullptr;
    explain(tr("%1 plays for %2; %3 is to play: tap one of %3's champions.")
                .arg(c ? c->name : championId, owner ? owner->name : ownerOf(championId), activePlayerName()),
            u"super-fantasy-brawl.activation"_s, c && c->onBoard ? std::optional<Hex>(c->at) : std::nullopt);
}

bool BrawlTableController::canCancel() const
{
    if (m_pending || m_pickingNewTrap || !m_picking.isEmpty() || !m_explanation.isEmpty())
        return true;
    if (!m_chosen.isEmpty() || m_orientation >= 0 || !m_reaction.isEmpty() || !m_fearTo.empty() || !m_forceTo.empty())
        return true;
    return !activationOpen() && (!m_previewCard.isEmpty() || !m_selected.isEmpty());
}

void BrawlTableController::cancelChoice()
{
    // The most recent half-made choice goes first; a card already played stays
    // (the engine holds it: Done or undo end it).
    if (m_pending || m_pickingNewTrap) {
        cancelPending();
        return;
    }
    if (!m_picking.isEmpty()) {
        cancelPicking();
        return;
    }
    const bool choices = !m_chosen.isEmpty() || m_orientation >= 0 || !m_reaction.isEmpty() || !m_fearTo.empty()
                         || !m_forceTo.empty();
    const bool explained = !m_explanation.isEmpty();
    m_explanation.clear();
    m_explanationRule.clear();
    m_tapped.reset();
    if (choices) {
        resetChoices();
    } else if (explained) {
        // The refusal was what the person dismissed.
    } else if (!activationOpen() && !m_previewCard.isEmpty()) {
        m_previewCard.clear();
        m_budget = 0;
    } else if (!activationOpen()) {
        m_selected.clear();
    }
    rebuildScene();
}

QString BrawlTableController::deployingPlayer() const
{
    return m_table && m_table->phase == SfbPhase::Deploy ? options().actor : QString();
}

QString BrawlTableController::phase() const { return m_table ? sfbPhaseName(m_table->phase) : QString(); }

QString BrawlTableController::phaseText() const
{
    if (!m_table)
        return {};
    switch (m_table->phase) {
    case SfbPhase::Draft:
        return tr("Choosing teams");
    case SfbPhase::Challenges:
        return tr("First Challenge cards");
    case SfbPhase::Traps:
        return tr("Placing traps");
    case SfbPhase::Deploy:
        return tr("Deployment");
    case SfbPhase::Scoreboard:
        return tr("Scoreboard Phase");
    case SfbPhase::Activation:
        return tr("Activation Phase");
    case SfbPhase::Advance:
        return tr("Advance the Challenge Track");
    case SfbPhase::Over:
        return tr("Game over");
    }
    return {};
}

QString BrawlTableController::activePlayer() const
{
    if (!m_table || m_table->order.isEmpty())
        return {};
    if (!options().actor.isEmpty())
        return options().actor;
    // While several players choose their teams at once, or the table deals the
    // first Challenge cards, the panel still names someone: the first still
    // choosing, or the first player. Between rounds and after the game, nobody.
    if (m_table->phase == SfbPhase::Draft) {
        const QJsonArray waiting = options().step.value(u"draft"_s).toObject().value(u"waiting"_s).toArray();
        return waiting.isEmpty() ? QString() : waiting.first().toString();
    }
    if (m_table->phase == SfbPhase::Challenges)
        return m_table->order.first();
    return {};
}

QString BrawlTableController::activePlayerName() const
{
    const QString id = activePlayer();
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const Entity *e = state ? state->entity(id) : nullptr;
    return e ? e->name : id;
}

QString BrawlTableController::prompt() const
{
    if (!m_table)
        return {};
    if (m_pickingNewTrap)
        return tr("Tap the empty trap hex where the new face-down trap goes.");
    if (m_pending)
        return tr("Turn the trap over and say what it shows.");
    if (const SfbArenaChampion *picked = arenaChampion(m_pickingChampion); picked && !m_picking.isEmpty()) {
        if (m_picking == u"fear"_s)
            return tr("Tap a marked hex: where the Fear takes %1.").arg(picked->name);
        if (m_picking == u"force"_s)
            return tr("Tap a marked hex: where the Force moves %1.").arg(picked->name);
        return tr("Tap a marked hex to place %1 there, or tap another champion to place that one.").arg(picked->name);
    }
    // Until play starts, a first player the app drew at random is named where
    // the table looks, not only in the session's history.
    QString drawn;
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (state && !m_table->order.isEmpty() && state->setup.value(u"first_player"_s).toString().isEmpty()) {
        const Entity *first = state->entity(m_table->order.front());
        drawn = tr("Drawn at random: %1 plays first.").arg(first ? first->name : m_table->order.front()) + u' ';
    }
    switch (m_table->phase) {
    case SfbPhase::Draft:
        return drawn + tr("%1 chooses.").arg(activePlayerName());
    case SfbPhase::Challenges:
        return drawn + (challengeChoices().isEmpty() ? tr("Draw the first Challenge cards and type their names.")
                                                     : tr("Draw the first Challenge cards and tap their names."));
    case SfbPhase::Traps:
        return drawn + tr("%1: tap a trap hex to put a face-down trap there.").arg(activePlayerName());
    case SfbPhase::Deploy:
        return tr("%1: tap a hex of your deployment area for the highlighted champion.").arg(activePlayerName());
    case SfbPhase::Advance:
        return tr("Round over: draw the new Challenge cards and advance the track.");
    case SfbPhase::Over:
        return tr("The game is over.");
    case SfbPhase::Scoreboard:
    case SfbPhase::Activation:
        break;
    }
    if (activationOpen()) {
        const SfbActivation &a = *m_table->activation;
        if (a.step == SfbActivationStep::Post)
            return tr("%1 may still move (post-attack); tap Done when finished.").arg(arenaChampion(a.champion)->name);
        const std::optional<SfbCard> card = currentCard();
        if (card && card->targeting == SfbTargeting::Area)
            return tr("Move, then choose the area's orientation and resolve.");
        if (card && card->targeting != SfbTargeting::None)
            return tr("Move on a green hex, then tap the targets and resolve.");
        return tr("Move on a green hex, then resolve the card.");
    }
    if (m_selected.isEmpty())
        return tr("%1's turn: tap one of your champions.").arg(activePlayerName());
    if (m_previewCard.isEmpty())
        return tr("Choose a card or a Standard Action for this champion.");
    return tr("Tap a green hex to play the card and move, or play it where the champion stands.");
}

QList<BrawlSideRow> BrawlTableController::sideRows() const
{
    QList<BrawlSideRow> list;
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!m_table || !state)
        return list;
    for (std::size_t s = 0; s < m_table->sides.size(); ++s) {
        const SfbSide &side = m_table->sides[s];
        QList<BrawlPlayerState> players;
        QStringList names;
        for (const QString &player : side.players) {
            const Entity *e = state->entity(player);
            QList<BrawlCoreState> cores;
            for (const char *core : kCoreNames)
                cores << BrawlCoreState{.core = QString::fromLatin1(core),
                                        .exhausted = counter(player, sfb::exhaustedCounter(QString::fromLatin1(core))) > 0};
            names << (e ? e->name : player);
            players << BrawlPlayerState{.id = player,
                                        .name = e ? e->name : player,
                                        .hand = counter(player, sfb::kHand),
                                        .deck = counter(player, sfb::kDeck),
                                        .discard = counter(player, sfb::kDiscard),
                                        .active = player == activePlayer(),
                                        .cores = cores};
        }
        list << BrawlSideRow{.id = side.id,
                             .side = static_cast<int>(s),
                             .name = names.join(u" & "_s),
                             .vp = counter(side.id, sfb::kVp),
                             .goal = m_table->winningVp(),
                             .winner = m_table->winner == side.id,
                             .players = players};
    }
    return list;
}

QList<BrawlTrackSlot> BrawlTableController::trackRows() const
{
    QList<BrawlTrackSlot> list;
    if (!m_table)
        return list;
    const SfbTrack &t = m_table->track;
    // A slot may be claimed when the engine offers its challenge.claim now.
    std::vector<int> claimable;
    for (const OfferedAction &option : options().options)
        if (option.action.value(u"type"_s).toString() == QLatin1String(sfb::ChallengeClaim::kType))
            if (const auto claim = typed::decode<sfb::ChallengeClaim>(option.action))
                claimable.push_back(claim->slot);
    for (std::size_t i = 0; i < t.slots.size(); ++i) {
        const auto &card = i < t.cards.size() ? t.cards[i] : std::nullopt;
        list << BrawlTrackSlot{.slot = static_cast<int>(i),
                               .vp = t.slots[i],
                               .name = card ? content_text::localized(card->name) : QString(),
                               .text = card ? content_text::localized(card->text) : QString(),
                               .claimable = std::find(claimable.begin(), claimable.end(), static_cast<int>(i)) != claimable.end()};
    }
    return list;
}

int BrawlTableController::challengesToName() const
{
    if (!m_table)
        return 0;
    return options().step.value(u"challenges_to_draw"_s).toInt(); // the engine's count, 0 outside dealing
}

QStringList BrawlTableController::challengeChoices() const
{
    return m_content && m_table ? sfbChallengeChoices(*m_content, *m_table) : QStringList{};
}

QString BrawlTableController::challengeCheck() const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!state || !m_content)
        return {};
    const QJsonObject content = state->setup.value(u"content"_s).toObject();
    return content.value(u"challenge_track"_s).toObject().value(u"check"_s).toString();
}

QString BrawlTableController::championCheck() const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!state || !m_content)
        return {};
    const QJsonObject content = state->setup.value(u"content"_s).toObject();
    QStringList words;
    for (const QJsonValue &champion : content.value(u"champions"_s).toArray()) {
        const QString check = champion.toObject().value(u"check"_s).toString();
        if (!check.isEmpty() && !words.contains(check))
            words << check;
    }
    if (words.isEmpty() && content.contains(u"check"_s))
        words << content.value(u"check"_s).toString();
    return words.join(u" · "_s);
}

QList<BrawlChampionRow> BrawlTableController::championRows() const
{
    QList<BrawlChampionRow> list;
    if (!m_arena)
        return list;
    for (const SfbArenaChampion &c : m_arena->champions) {
        const int remaining = std::max(0, c.hitpoints - c.damage);
        list << BrawlChampionRow{.id = c.id,
                                 .name = c.name,
                                 .side = c.side,
                                 .owner = ownerOf(c.id),
                                 .damage = c.damage,
                                 .hitpoints = c.hitpoints,
                                 .remaining = remaining,
                                 .defence = c.defence,
                                 .movementBonus = c.movementBonus,
                                 .levelled = c.levelled,
                                 .bloodied = remaining <= c.hitpoints / 2,
                                 .rooted = c.rooted,
                                 .onBoard = c.onBoard,
                                 .selected = c.id == m_selected};
    }
    return list;
}

BrawlChampionRow BrawlTableController::selectedChampion() const
{
    for (const BrawlChampionRow &row : championRows())
        if (row.selected)
            return row;
    return {};
}

QList<BrawlHandCard> BrawlTableController::cardRows() const
{
    QList<BrawlHandCard> list;
    if (!m_content || m_selected.isEmpty())
        return list;
    const int spec = m_content->championIndex(sfb::specOf(m_selected));
    if (spec < 0)
        return list;
    const QString owner = ownerOf(m_selected);
    for (const int index : m_content->champions[static_cast<std::size_t>(spec)].cards) {
        const SfbCard &card = m_content->cards[static_cast<std::size_t>(index)];
        const bool ready = counter(owner, sfb::exhaustedCounter(sfbCoreName(card.core))) == 0;
        list << BrawlHandCard{.id = card.id,
                              .name = content_text::localized(card.name),
                              .core = sfbCoreName(card.core),
                              .coreText = coreText(card.core),
                              .type = typeText(card.type),
                              .reaction = card.type == SfbCardType::Reaction,
                              .ready = ready,
                              .summary = cardSummary(card),
                              .byHand = content_text::localized(card.byHand),
                              .previewed = card.id == m_previewCard};
    }
    return list;
}

BrawlActivationInfo BrawlTableController::activation() const
{
    if (!activationOpen())
        return {};
    const SfbActivation &a = *m_table->activation;
    const SfbArenaChampion *c = arenaChampion(a.champion);
    return {.open = true,
            .champion = a.champion,
            .championName = c ? c->name : a.champion,
            .card = a.card,
            .cardName = cardName(a.card),
            .post = a.step == SfbActivationStep::Post};
}

QList<BrawlBudgetOption> BrawlTableController::budgetRows() const
{
    QList<BrawlBudgetOption> list;
    int i = 0;
    for (const SfbBudget &b : currentBudgets())
        list << BrawlBudgetOption{.index = i++, .mode = modeName(b.mode), .text = modeText(b.mode, b.points)};
    return list;
}

QStringList BrawlTableController::legalHexes() const
{
    QStringList list;
    for (const BrawlSceneHex &cell : m_scene.hexes)
        if (cell.mark == BrawlSceneHex::Mark::Legal || cell.mark == BrawlSceneHex::Mark::Pick)
            list << hexKey(cell.at);
    return list;
}

QList<BrawlTargetOption> BrawlTableController::targetRows() const
{
    QList<BrawlTargetOption> list;
    const std::optional<SfbCard> card = currentCard();
    const int attacker = m_arena ? m_arena->index(m_selected) : -1;
    if (!card || attacker < 0)
        return list;
    for (const SfbTargetOption &option : m_targetVerdicts) {
        const SfbArenaChampion &c = m_arena->champions[static_cast<std::size_t>(option.champion)];
        const bool legal = option.verdict == SfbTargetVerdict::Legal;
        list << BrawlTargetOption{
            .id = c.id,
            .name = c.name,
            .side = c.side,
            .legal = legal,
            .chosen = m_chosen.contains(c.id),
            .code = legal ? QString() : sfbTargetVerdictCode(option.verdict),
            .reason = legal ? QString()
                            : translated(sfbTargetVerdictPhrase(*m_arena, attacker, *card, option.champion, option.verdict)),
            .rule = legal ? QString() : sfbTargetVerdictRule(option.verdict, *card)};
    }
    return list;
}

QList<BrawlOrientationOption> BrawlTableController::orientationRows() const
{
    QList<BrawlOrientationOption> list;
    for (const SfbAreaOption &option : m_areaOptions) {
        QStringList hit;
        for (const int index : option.hit)
            hit << m_arena->champions[static_cast<std::size_t>(index)].name;
        list << BrawlOrientationOption{.orientation = option.orientation,
                                       .legal = option.legal,
                                       .hit = hit.isEmpty() ? tr("nobody") : hit.join(u", "_s)};
    }
    return list;
}

bool BrawlTableController::canResolve() const
{
    if (!m_table || m_pending || (m_table->phase != SfbPhase::Scoreboard && m_table->phase != SfbPhase::Activation))
        return false;
    const std::optional<SfbCard> card = currentCard();
    if (!card || card->type == SfbCardType::Reaction || m_selected.isEmpty())
        return false;
    if (activationIsSelected() && m_table->activation->step == SfbActivationStep::Post)
        return false;
    if (card->targeting == SfbTargeting::Area && m_orientation < 0)
        return false;
    if (card->targeting != SfbTargeting::None && card->targeting != SfbTargeting::Area && m_chosen.isEmpty())
        return false;
    // A Fear with a tie waits for the table to say which way.
    for (const BrawlDisplacementRow &d : displacementRows())
        if (d.needed && !d.chosen)
            return false;
    return true;
}

QString BrawlTableController::resolveText() const
{
    const std::optional<SfbCard> card = currentCard();
    if (!card)
        return tr("Resolve");
    return card->type == SfbCardType::Attack ? tr("Attack with %1").arg(cardName(card->id))
                                             : tr("Use %1").arg(cardName(card->id));
}

QList<BrawlReactionOption> BrawlTableController::reactionRows() const
{
    QList<BrawlReactionOption> list;
    const std::optional<SfbCard> card = currentCard();
    const SfbArenaChampion *attacker = arenaChampion(m_selected);
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!card || card->type != SfbCardType::Attack || !attacker || !m_content || !state)
        return list;
    for (const Entity &e : state->entities) {
        if (e.kind != sfb::kChampionKind)
            continue;
        const SfbArenaChampion *owner = arenaChampion(e.id);
        if (!owner || owner->side == attacker->side)
            continue;
        const int spec = m_content->championIndex(sfb::specOf(e.id));
        if (spec < 0)
            continue;
        for (const int index : m_content->champions[static_cast<std::size_t>(spec)].cards) {
            const SfbCard &reaction = m_content->cards[static_cast<std::size_t>(index)];
            if (reaction.type != SfbCardType::Reaction)
                continue;
            const bool ready = counter(e.owner, sfb::exhaustedCounter(sfbCoreName(reaction.core))) == 0
                               && counter(e.owner, sfb::kHand) > 0;
            list << BrawlReactionOption{.id = reaction.id,
                                        .name = content_text::localized(reaction.name),
                                        .champion = e.name,
                                        .coreText = coreText(reaction.core),
                                        .summary = cardSummary(reaction),
                                        .ready = ready,
                                        .chosen = reaction.id == m_reaction};
        }
    }
    return list;
}

QList<BrawlStandardOption> BrawlTableController::standardRows() const
{
    QList<BrawlStandardOption> list;
    if (!m_table)
        return list;
    const QString owner = m_selected.isEmpty() ? activePlayer() : ownerOf(m_selected);
    auto ready = [&](const QString &core) { return counter(owner, sfb::exhaustedCounter(core)) == 0; };
    const std::pair<const char *, QString> entries[] = {{"plan", tr("Move 1 + Plan 1")},
                                                        {"heal", tr("Move 1 + Heal 1")},
                                                        {"strike", tr("Move 1 + 1 damage")},
                                                        {"move", tr("Move 2")}};
    const bool anyReady = ready(u"destruction"_s) || ready(u"creation"_s) || ready(u"manipulation"_s);
    for (const auto &[name, text] : entries) {
        const QString action = QString::fromLatin1(name);
        // The engine's Standard Action says which Core pays; Move 2 takes any.
        const std::optional<SfbCard> card = sfbStandardCard(u"standard."_s + action);
        const bool anyCore = action == u"move"_s;
        list << BrawlStandardOption{.action = action,
                                    .text = text,
                                    .used = m_table->standardUsed.contains(action),
                                    .ready = anyCore || !card ? anyReady : ready(sfbCoreName(card->core))};
    }
    return list;
}

BrawlDraftInfo BrawlTableController::draft() const { return draftInto(nullptr); }

QList<BrawlDraftChoice> BrawlTableController::draftChoiceRows() const
{
    QList<BrawlDraftChoice> choices;
    static_cast<void>(draftInto(&choices)); // the rows only
    return choices;
}

BrawlDraftInfo BrawlTableController::draftInto(QList<BrawlDraftChoice> *into) const
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    if (!m_table || m_table->phase != SfbPhase::Draft || !m_content || !state)
        return {};
    QList<BrawlDraftChoice> choices;
    bool ban = false;
    QString player = activePlayer();
    int teamSize = m_table->tornado ? 2 : 3;
    if (m_table->draft && m_table->draft->mode != SfbDraftMode::Free && m_table->draft->next < static_cast<int>(m_table->draft->steps.size())) {
        const SfbDraft &d = *m_table->draft;
        const SfbDraftStep &step = d.steps[static_cast<std::size_t>(d.next)];
        ban = step.ban;
        // The champions the engine offers to pick or ban now.
        QStringList ids;
        for (const OfferedAction &option : options().options) {
            const QString type = option.action.value(u"type"_s).toString();
            if (type == QLatin1String(sfb::DraftPick::kType)) {
                if (const auto pick = typed::decode<sfb::DraftPick>(option.action))
                    ids << pick->champion;
            } else if (type == QLatin1String(sfb::DraftBan::kType)) {
                if (const auto ban = typed::decode<sfb::DraftBan>(option.action))
                    ids << ban->champion;
            }
        }
        for (const QString &id : ids) {
            const int index = m_content->championIndex(id);
            choices << BrawlDraftChoice{.id = id,
                                        .name = index >= 0 ? m_content->champions[static_cast<std::size_t>(index)].name : id};
        }
        teamSize = 1;
    } else {
        // Free choice: the first player without a team picks all of theirs
        // (activePlayer() names them from the engine's list of those still choosing).
        const QStringList taken = sfbChampionsTakenFrom(*state, *m_table, player);
        for (const SfbChampionSpec &spec : m_content->champions)
            choices << BrawlDraftChoice{.id = spec.id, .name = spec.name, .taken = taken.contains(spec.id)};
    }
    const Entity *e = state->entity(player);
    if (into)
        *into = std::move(choices);
    return {.shown = true,
            .player = player,
            .playerName = e ? e->name : player,
            .ban = ban,
            .free = teamSize > 1,
            .teamSize = teamSize};
}

void BrawlTableController::explain(const QString &text, const QString &rule, std::optional<Hex> at)
{
    m_explanation = text;
    m_explanationRule = rule;
    m_tapped = at;
    m_scene.tapped = at;
    publish();
    Q_EMIT sceneChanged();
}

void BrawlTableController::clearExplanation()
{
    if (m_explanation.isEmpty() && !m_tapped)
        return;
    explain({}, {});
}

QString BrawlTableController::moveVerdictAt(int q, int r) const
{
    for (const SfbHexVerdict &v : m_verdicts)
        if (v.at == Hex{q, r})
            return v.verdict == SfbMoveVerdict::Legal ? QString() : sfbMoveVerdictCode(v.verdict);
    return u"none"_s;
}

void BrawlTableController::selectChampion(const QString &championId)
{
    if (!championId.isEmpty() && !arenaChampion(championId))
        return;
    if (championId != m_selected) {
        m_selected = championId;
        m_previewCard.clear();
        resetChoices();
        m_budget = 0;
    }
    m_explanation.clear();
    m_explanationRule.clear();
    m_tapped.reset();
    rebuildScene();
}

void BrawlTableController::previewCardOf(const QString &cardId)
{
    if (activationOpen())
        return;
    m_previewCard = m_previewCard == cardId ? QString() : cardId;
    resetChoices();
    m_placeAfterSource.clear();
    m_budget = 0;
    m_explanation.clear();
    m_tapped.reset();
    rebuildScene();
}

void BrawlTableController::chooseBudget(int index)
{
    m_budget = index;
    rebuildScene();
}

void BrawlTableController::toggleTarget(const QString &championId)
{
    const std::optional<SfbCard> card = currentCard();
    const int attacker = m_arena ? m_arena->index(m_selected) : -1;
    const int target = m_arena ? m_arena->index(championId) : -1;
    if (!card || attacker < 0 || target < 0)
        return;
    const SfbTargetVerdict verdict = sfbTargetVerdict(*m_arena, attacker, *card, target);
    if (verdict != SfbTargetVerdict::Legal) {
        const SfbArenaChampion &c = m_arena->champions[static_cast<std::size_t>(target)];
        explain(translated(sfbTargetVerdictPhrase(*m_arena, attacker, *card, target, verdict)),
                sfbTargetVerdictRule(verdict, *card), c.onBoard ? std::optional<Hex>(c.at) : std::nullopt);
        return;
    }
    if (m_chosen.contains(championId))
        m_chosen.removeAll(championId);
    else if (m_chosen.size() < card->maxTargets)
        m_chosen << championId;
    else if (card->maxTargets == 1)
        m_chosen = QStringList{championId};
    m_explanation.clear();
    m_tapped.reset();
    rebuildScene();
}

void BrawlTableController::chooseOrientation(int orientation)
{
    m_orientation = orientation;
    m_explanation.clear();
    m_tapped.reset();
    rebuildScene();
}

void BrawlTableController::chooseReaction(const QString &cardId)
{
    m_reaction = m_reaction == cardId ? QString() : cardId;
    publish();
}

void BrawlTableController::chooseReactionOn(const QString &championId)
{
    m_reactionOn = championId;
    publish();
}

void BrawlTableController::tap(int q, int r, const QString &champion)
{
    if (!m_arena)
        return;
    const Hex at{q, r};
    const bool onBoard = std::binary_search(m_content->board.hexes.begin(), m_content->board.hexes.end(), at);
    if (!m_picking.isEmpty() && !m_pickingNewTrap && !m_pending) {
        if (onBoard || !champion.isEmpty())
            tapWhilePicking(at, champion);
        return;
    }
    if (m_pickingNewTrap) {
        if (!onBoard)
            return;
        m_reveals.back().newAt = at;
        m_pickingNewTrap = false;
        const TrapAction pending = *m_pending;
        submit(pending);
        return;
    }
    switch (m_table->phase) {
    case SfbPhase::Traps:
        if (onBoard) {
            sfb::TrapPlace place;
            place.at = at;
            submit(place);
        }
        return;
    case SfbPhase::Deploy:
        if (!champion.isEmpty() && !arenaChampion(champion)->onBoard && ownerOf(champion) == deployingPlayer()) {
            selectChampion(champion);
            return;
        }
        if (onBoard && !m_selected.isEmpty()) {
            sfb::ChampionDeploy deploy;
            deploy.champion = m_selected;
            deploy.at = at;
            submit(deploy);
        }
        return;
    case SfbPhase::Scoreboard:
    case SfbPhase::Activation:
        tapInPlay(at, champion);
        return;
    default:
        if (!champion.isEmpty())
            selectChampion(champion);
        return;
    }
}

void BrawlTableController::tapInPlay(Hex at, const QString &champion)
{
    if (!champion.isEmpty() && champion != m_selected) {
        if (choosingTargets()) {
            // Before the card is played, one's own champion that the card cannot
            // aim at is a change of mind: that champion is chosen instead.
            if (!activationOpen() && isActivePlayersChampion(champion) && !isLegalTarget(champion)) {
                selectChampion(champion);
                return;
            }
            toggleTarget(champion);
            return;
        }
        // During an activation, a tap on another champion's hex asks about the move there.
        if (!activationOpen()) {
            if (!isActivePlayersChampion(champion)) {
                explainNotYours(champion);
                return;
            }
            selectChampion(champion);
            return;
        }
    }
    if (!champion.isEmpty() && champion == m_selected && !arenaChampion(champion)->onBoard)
        return;
    if (m_selected.isEmpty()) {
        explain(tr("Tap one of your champions first."), {});
        return;
    }
    if (activationOpen() && !activationIsSelected()) {
        explain(tr("Finish %1's card first (resolve it or tap Done).").arg(arenaChampion(m_table->activation->champion)->name),
                u"super-fantasy-brawl.activation"_s);
        return;
    }
    const std::vector<SfbBudget> budgets = currentBudgets();
    if (budgets.empty()) {
        if (m_previewCard.isEmpty() && !activationOpen())
            explain(tr("Choose a card or a Standard Action first: it gives the movement."), u"super-fantasy-brawl.movement"_s);
        else
            explain(tr("This card has no movement left."), u"super-fantasy-brawl.movement"_s);
        return;
    }
    const auto found = std::find_if(m_verdicts.begin(), m_verdicts.end(), [at](const SfbHexVerdict &v) { return v.at == at; });
    if (found == m_verdicts.end())
        return;
    const SfbBudget budget = budgets[static_cast<std::size_t>(m_budget)];
    const int mover = m_arena->index(m_selected);
    if (found->verdict != SfbMoveVerdict::Legal) {
        const bool fromGate = !m_arena->champions[static_cast<std::size_t>(mover)].onBoard;
        explain(translated(sfbMoveVerdictPhrase(*m_arena, mover, budget.points, at, found->verdict)),
                sfbMoveVerdictRule(found->verdict, budget.mode, fromGate), at);
        return;
    }
    if (!activationOpen() && !playPreviewedCard())
        return;
    sfb::ChampionMove move;
    move.to = at;
    move.mode = modeName(budget.mode);
    submit(move);
}

bool BrawlTableController::playPreviewedCard()
{
    if (m_previewCard.isEmpty() || m_selected.isEmpty())
        return false;
    sfb::CardPlay play;
    play.card = m_previewCard;
    play.champion = m_selected;
    m_placeAfterSource.clear();
    return applyDirect(play);
}

bool BrawlTableController::resolve()
{
    const std::optional<SfbCard> card = currentCard();
    if (!card || !canResolve())
        return false;
    const QStringList chosen = m_chosen;
    const int orientation = m_orientation;
    const QString reaction = m_reaction;
    const QString reactionOn = m_reactionOn;
    const QStringList hit = hitTargets();
    const std::map<QString, Hex> fearTo = m_fearTo;
    const std::map<QString, Hex> forceTo = m_forceTo;
    const QString attackerId = m_selected;
    if (!activationOpen() && !playPreviewedCard())
        return false;
    // What attacks and skills both declare: the targets or the turn of the
    // area, and where a Fear or a Force sends each champion hit.
    const auto declare = [&](auto &action) {
        if (card->targeting == SfbTargeting::Area)
            action.orientation = orientation;
        else if (card->targeting != SfbTargeting::None)
            action.targets = QJsonArray::fromStringList(chosen);
        // Only the hexes of champions the card hits are the table's to choose.
        const auto choices = [&hit](const std::map<QString, Hex> &picked) -> std::optional<QJsonObject> {
            std::map<QString, Hex> kept;
            for (const auto &[champion, at] : picked)
                if (hit.contains(champion))
                    kept.emplace(champion, at);
            if (kept.empty())
                return std::nullopt;
            return sfb::hexChoicesJson(kept);
        };
        action.fearTo = choices(fearTo);
        action.forceTo = choices(forceTo);
    };
    TrapAction action = sfb::Skill{};
    if (card->type == SfbCardType::Attack) {
        sfb::Attack attack;
        declare(attack);
        if (!reaction.isEmpty()) {
            // The Reaction goes on the enemy the table chose, else the first one the attack hits.
            QString on;
            const SfbArenaChampion *attacker = arenaChampion(attackerId);
            for (const QString &id : hit)
                if (const SfbArenaChampion *c = arenaChampion(id);
                    c && attacker && c->side != attacker->side && (on.isEmpty() || id == reactionOn))
                    on = id;
            sfb::ReactionAnswer answer{reaction, on, std::nullopt};
            if (const QString player = reactionPlayer(reaction, on); !player.isEmpty())
                answer.player = player;
            attack.reaction = answer.toJson();
        }
        action = attack;
    } else {
        sfb::Skill skill;
        declare(skill);
        action = skill;
    }
    const bool resolved = submit(action);
    if (resolved && card->post[SfbKeyword::Place] > 0 && !activationOpen()) {
        m_placeAfterSource = attackerId;
        m_placeAfterCard = card->id;
        m_placeAfterActions = m_session && m_session->state() ? m_session->state()->actionCount : 0;
        publish();
    }
    return resolved;
}

bool BrawlTableController::useStandard(const QString &action, const QString &core)
{
    sfb::StandardUse standard;
    standard.action = action;
    standard.champion = m_selected;
    if (!core.isEmpty())
        standard.core = core;
    m_previewCard.clear();
    m_placeAfterSource.clear();
    return applyDirect(standard);
}

bool BrawlTableController::endActivation()
{
    m_placeAfterSource.clear();
    cancelPicking();
    return applyDirect(sfb::ActivationEnd{});
}

bool BrawlTableController::endTurn()
{
    const bool ended = applyDirect(sfb::TurnEnd{});
    if (ended) {
        m_selected.clear();
        m_previewCard.clear();
        m_placeAfterSource.clear();
        resetChoices();
        rebuildScene();
    }
    return ended;
}

bool BrawlTableController::claim(int slot)
{
    sfb::ChallengeClaim claimed;
    claimed.slot = slot;
    return applyDirect(claimed);
}

bool BrawlTableController::nameChallenges(const QStringList &names)
{
    QJsonArray drawn;
    for (const QString &name : names)
        drawn << name.trimmed();
    if (m_table && m_table->phase == SfbPhase::Challenges) {
        sfb::TrackDeal deal;
        deal.drawn = drawn;
        return applyDirect(deal);
    }
    sfb::TrackAdvance advance;
    advance.drawn = drawn;
    return applyDirect(advance);
}

bool BrawlTableController::draftChoose(const QString &championId)
{
    if (draft().ban) {
        sfb::DraftBan ban;
        ban.champion = championId;
        return applyDirect(ban);
    }
    sfb::DraftPick pick;
    pick.champion = championId;
    return applyDirect(pick);
}

bool BrawlTableController::chooseTeam(const QStringList &championIds)
{
    sfb::TeamChoose choose;
    choose.player = draft().player;
    choose.champions = QJsonArray::fromStringList(championIds);
    return applyDirect(choose);
}

void BrawlTableController::revealTrap(const QString &effect, int amount)
{
    if (!m_pending)
        return;
    sfb::TrapFace reveal{effect, std::nullopt, std::nullopt};
    if (effect == u"damage"_s)
        reveal.amount = amount;
    m_reveals.push_back(reveal);
    const TrapAction pending = *m_pending;
    submit(pending);
}

void BrawlTableController::cancelPending()
{
    if (!m_pending && !m_pickingNewTrap)
        return;
    m_pending.reset();
    m_reveals.clear();
    m_pickingNewTrap = false;
    m_trapQuestion.clear();
    publish();
    rebuildScene();
}

bool BrawlTableController::applyJson(const QJsonObject &action)
{
    if (!m_session)
        return false;
    m_explanation.clear();
    m_tapped.reset();
    const bool applied = m_session->applyAction(action);
    // The refusal reads in the session's banner; the hex it names is outlined.
    if (!applied && m_session->errorHex()) {
        m_tapped = m_session->errorHex();
        m_scene.tapped = m_tapped;
        publish();
        Q_EMIT sceneChanged();
    }
    return applied;
}

bool BrawlTableController::submit(const TrapAction &action)
{
    const SessionState *state = m_session ? m_session->state() : nullptr;
    const GameDefinition *game = findGame(u"super-fantasy-brawl"_s);
    if (!state || !game)
        return false;
    const QJsonObject full = std::visit(
        [this](auto withTraps) {
            if (!m_reveals.empty()) {
                QJsonArray traps;
                for (const sfb::TrapFace &face : m_reveals)
                    traps << face.toJson();
                withTraps.traps = traps;
            }
            return typed::encode(withTraps);
        },
        action);
    const Result<Transition> tried = apply(*game, *state, full);
    if (!tried) {
        const QString code = tried.error().code;
        if (code == u"sfb.trap_unrevealed"_s) {
            m_pending = action;
            m_trapQuestion = translated(tried.error().message);
            m_pickingNewTrap = false;
            rebuildScene();
            return false;
        }
        if (code == u"sfb.trap_new_hex_needed"_s) {
            m_pending = action;
            m_pickingNewTrap = true;
            rebuildScene();
            return false;
        }
    }
    // Accepted, or refused for a reason the person must read: either way
    // the session applies it (a refusal shows in its banner).
    m_revealed.reset();
    m_revealText.clear();
    if (tried)
        for (const Event &event : tried->events)
            if (event.type == u"sfb.trap_triggered"_s) {
                if (auto at = json::hexFrom(event.data.value(u"at"_s), u"at"_s))
                    m_revealed = at.value();
                m_revealText = translated(event.text);
            }
    m_pending.reset();
    m_reveals.clear();
    m_pickingNewTrap = false;
    m_trapQuestion.clear();
    const bool applied = applyJson(full);
    if (!applied) {
        m_revealed.reset();
        m_revealText.clear();
    }
    rebuildScene();
    return applied;
}

void BrawlTableController::resetChoices()
{
    m_chosen.clear();
    m_orientation = -1;
    m_reaction.clear();
    m_reactionOn.clear();
    m_fearTo.clear();
    m_forceTo.clear();
    m_picking.clear();
    m_pickingChampion.clear();
}

QStringList BrawlTableController::hitTargets() const
{
    const std::optional<SfbCard> card = currentCard();
    if (!card || !m_arena)
        return {};
    if (card->targeting == SfbTargeting::Area) {
        QStringList hit;
        if (m_orientation >= 0 && m_orientation < static_cast<int>(m_areaOptions.size()))
            for (const int index : m_areaOptions[static_cast<std::size_t>(m_orientation)].hit)
                hit << m_arena->champions[static_cast<std::size_t>(index)].id;
        return hit;
    }
    return card->targeting == SfbTargeting::None ? QStringList{} : m_chosen;
}

std::vector<Hex> BrawlTableController::pickOptions() const
{
    if (!m_arena || m_picking.isEmpty())
        return {};
    const int champion = m_arena->index(m_pickingChampion);
    if (champion < 0)
        return {};
    if (m_picking == u"place"_s)
        return sfbPlaceHexes(*m_arena, champion);
    const std::optional<SfbCard> card = currentCard();
    if (!card)
        return {};
    if (m_picking == u"fear"_s)
        return sfbFearEndings(*m_arena, m_arena->index(m_selected), champion, card->post[SfbKeyword::Fear]);
    return sfbForceEndings(*m_arena, champion, card->post[SfbKeyword::Force]);
}

QList<BrawlDisplacementRow> BrawlTableController::displacementRows() const
{
    QList<BrawlDisplacementRow> list;
    const std::optional<SfbCard> card = currentCard();
    if (!card || !m_arena || card->type == SfbCardType::Reaction
        || (activationIsSelected() && m_table->activation->step == SfbActivationStep::Post))
        return list;
    const int source = m_arena->index(m_selected);
    for (const QString &id : hitTargets()) {
        const int target = m_arena->index(id);
        if (target < 0 || source < 0)
            continue;
        const SfbArenaChampion &c = m_arena->champions[static_cast<std::size_t>(target)];
        for (const SfbKeyword keyword : {SfbKeyword::Fear, SfbKeyword::Force}) {
            const int distance = card->post[keyword];
            if (distance <= 0)
                continue;
            const bool fear = keyword == SfbKeyword::Fear;
            const std::vector<Hex> options = fear ? sfbFearEndings(*m_arena, source, target, distance)
                                                  : sfbForceEndings(*m_arena, target, distance);
            const std::map<QString, Hex> &picked = fear ? m_fearTo : m_forceTo;
            const auto it = picked.find(id);
            const bool chosen = it != picked.end();
            QString text;
            if (chosen)
                text = tr("to %1").arg(translated(sfbPlace(*m_arena, it->second, target)));
            else if (options.empty())
                text = fear ? tr("cannot move further away") : tr("cannot be moved");
            else if (fear && options.size() == 1)
                text = tr("to %1").arg(translated(sfbPlace(*m_arena, options.front(), target)));
            else
                text = fear ? tr("choose one of %n hexes", nullptr, static_cast<int>(options.size())) : tr("stays (choose a hex to move it)");
            list << BrawlDisplacementRow{.keyword = fear ? u"fear"_s : u"force"_s,
                                         .title = fear ? tr("Fear %1: %2").arg(distance).arg(c.name) : tr("Force %1: %2").arg(distance).arg(c.name),
                                         .champion = id,
                                         .options = static_cast<int>(options.size()),
                                         .needed = fear && options.size() > 1,
                                         .choosable = fear ? options.size() > 1 : !options.empty(),
                                         .chosen = chosen,
                                         .picking = m_picking == (fear ? u"fear"_s : u"force"_s) && m_pickingChampion == id,
                                         .text = text};
        }
    }
    for (const Landing &landing : landings()) {
        const int target = m_arena->index(landing.champion);
        const bool push = landing.keyword == SfbKeyword::Push;
        QString text;
        if (landing.outcome.ignored)
            text = tr("no shared hex row: not moved");
        else if (landing.outcome.path.empty())
            text = tr("cannot be moved: %n damage", nullptr, landing.outcome.collisionDamage);
        else if (landing.outcome.collisionDamage > 0)
            text = tr("lands on %1 and takes %n damage", nullptr, landing.outcome.collisionDamage)
                       .arg(translated(sfbPlace(*m_arena, landing.outcome.final, target)));
        else
            text = tr("lands on %1").arg(translated(sfbPlace(*m_arena, landing.outcome.final, target)));
        const QString name = m_arena->champions[static_cast<std::size_t>(target)].name;
        list << BrawlDisplacementRow{.keyword = push ? u"push"_s : u"pull"_s,
                                     .title = push ? tr("Push %1: %2").arg(landing.distance).arg(name) : tr("Pull %1: %2").arg(landing.distance).arg(name),
                                     .champion = landing.champion,
                                     .options = 0,
                                     .needed = false,
                                     .choosable = false,
                                     .chosen = false,
                                     .picking = false,
                                     .text = text};
    }
    return list;
}

std::vector<BrawlTableController::Landing> BrawlTableController::landings() const
{
    std::vector<Landing> out;
    const std::optional<SfbCard> card = currentCard();
    if (!card || !m_arena || card->type == SfbCardType::Reaction
        || (activationIsSelected() && m_table->activation->step == SfbActivationStep::Post))
        return out;
    const int source = m_arena->index(m_selected);
    if (source < 0 || !m_arena->champions[static_cast<std::size_t>(source)].onBoard)
        return out;
    const SfbArenaChampion &from = m_arena->champions[static_cast<std::size_t>(source)];
    for (const QString &id : hitTargets()) {
        const int target = m_arena->index(id);
        if (target < 0 || !m_arena->champions[static_cast<std::size_t>(target)].onBoard)
            continue;
        const SfbArenaChampion &moving = m_arena->champions[static_cast<std::size_t>(target)];
        for (const SfbKeyword keyword : {SfbKeyword::Push, SfbKeyword::Pull}) {
            const int distance = card->post[keyword];
            if (distance <= 0)
                continue;
            out.push_back({id, keyword, distance,
                           sfbResolveDisplacement(keyword == SfbKeyword::Push ? SfbDisplacement::Push : SfbDisplacement::Pull,
                                                  distance, moving.rooted, m_arena->board, m_arena->pieces,
                                                  Piece{from.id, from.at, m_arena->sideIds[from.side]},
                                                  Piece{moving.id, moving.at, m_arena->sideIds[moving.side]})});
        }
    }
    return out;
}

QList<BrawlReactionTarget> BrawlTableController::reactionTargetRows() const
{
    QList<BrawlReactionTarget> list;
    const SfbArenaChampion *attacker = arenaChampion(m_selected);
    if (m_reaction.isEmpty() || !attacker)
        return list;
    QStringList enemies;
    for (const QString &id : hitTargets())
        if (const SfbArenaChampion *c = arenaChampion(id); c && c->side != attacker->side)
            enemies << id;
    if (enemies.size() < 2)
        return list;
    const QString on = enemies.contains(m_reactionOn) ? m_reactionOn : enemies.first();
    for (const QString &id : enemies)
        list << BrawlReactionTarget{.id = id, .name = arenaChampion(id)->name, .chosen = id == on};
    return list;
}

QString BrawlTableController::reactionPlayer(const QString &cardId, const QString &on) const
{
    const SfbCard *card = m_content ? m_content->card(cardId) : nullptr;
    const SfbArenaChampion *defender = arenaChampion(on);
    if (!card || !defender || !m_table || defender->side >= static_cast<int>(m_table->sides.size()))
        return {};
    const QString spec = m_content->champions[static_cast<std::size_t>(card->champion)].id;
    // With four players the Reaction is in the hand of whichever defender has that champion.
    for (const QString &player : m_table->sides[static_cast<std::size_t>(defender->side)].players)
        if (arenaChampion(sfb::championEntityId(player, spec)))
            return player;
    return {};
}

BrawlPlaceOffer BrawlTableController::placeOffer() const
{
    if (!m_table || !m_content || (m_table->phase != SfbPhase::Scoreboard && m_table->phase != SfbPhase::Activation))
        return {};
    QString source;
    QString cardId;
    if (activationOpen()) {
        const SfbActivation &a = *m_table->activation;
        const SfbCard *card = m_content->card(a.card);
        const bool allows = card
                            && (a.step == SfbActivationStep::Move ? card->pre[SfbKeyword::Place] > 0
                                                                  : card->post[SfbKeyword::Place] > 0);
        if (allows) {
            source = a.champion;
            cardId = a.card;
        }
    } else if (!m_placeAfterSource.isEmpty() && arenaChampion(m_placeAfterSource)) {
        source = m_placeAfterSource;
        cardId = m_placeAfterCard;
    }
    if (source.isEmpty())
        return {};
    return {.shown = true, .source = source, .sourceName = arenaChampion(source)->name, .cardName = cardName(cardId)};
}

void BrawlTableController::pickDisplacement(const QString &keyword, const QString &championId)
{
    if ((keyword != u"fear"_s && keyword != u"force"_s) || !hitTargets().contains(championId))
        return;
    m_picking = keyword;
    m_pickingChampion = championId;
    m_explanation.clear();
    m_tapped.reset();
    rebuildScene();
}

void BrawlTableController::clearDisplacement(const QString &keyword, const QString &championId)
{
    (keyword == u"fear"_s ? m_fearTo : m_forceTo).erase(championId);
    if (m_pickingChampion == championId)
        m_picking.clear();
    rebuildScene();
}

void BrawlTableController::startPlace(const QString &championId)
{
    const BrawlPlaceOffer offer = placeOffer();
    if (!offer.shown)
        return;
    const QString champion = championId.isEmpty() ? offer.source : championId;
    if (!arenaChampion(champion))
        return;
    m_picking = u"place"_s;
    m_pickingChampion = champion;
    m_explanation.clear();
    m_tapped.reset();
    rebuildScene();
}

void BrawlTableController::cancelPicking()
{
    if (m_picking.isEmpty())
        return;
    m_picking.clear();
    m_pickingChampion.clear();
    rebuildScene();
}

void BrawlTableController::tapWhilePicking(Hex at, const QString &champion)
{
    const std::vector<Hex> options = pickOptions();
    const bool offered = std::find(options.begin(), options.end(), at) != options.end();
    if (m_picking == u"place"_s) {
        // A tap on another champion switches which one the card places.
        if (!offered && !champion.isEmpty() && champion != m_pickingChampion) {
            m_pickingChampion = champion;
            rebuildScene();
            return;
        }
        const QString placed = m_pickingChampion;
        const QString source = placeOffer().source;
        sfb::ChampionPlace action;
        action.champion = placed;
        action.at = at;
        if (!source.isEmpty())
            action.source = source;
        // The engine checks the hex; a refusal shows in the session's banner
        // and the hexes stay offered. A trap there is asked about first.
        m_picking.clear();
        m_pickingChampion.clear();
        if (!submit(action) && !m_pending) {
            m_picking = u"place"_s;
            m_pickingChampion = placed;
        } else {
            m_placeAfterSource.clear();
        }
        rebuildScene();
        return;
    }
    const std::optional<SfbCard> card = currentCard();
    const int target = m_arena->index(m_pickingChampion);
    if (!card || target < 0)
        return;
    if (!offered) {
        const SfbArenaChampion &moving = m_arena->champions[static_cast<std::size_t>(target)];
        if (m_picking == u"fear"_s) {
            explain(tr("Fear takes %1 as far from %2 as it can dash: one of the marked hexes.")
                        .arg(moving.name, arenaChampion(m_selected)->name),
                    u"super-fantasy-brawl.fear"_s, at);
        } else {
            const int distance = card->post[SfbKeyword::Force];
            const SfbMoveVerdict verdict = sfbMoveVerdictAt(*m_arena, target, distance, MoveMode::Walk, at);
            explain(verdict == SfbMoveVerdict::Legal ? QString() : translated(sfbMoveVerdictPhrase(*m_arena, target, distance, at, verdict)),
                    u"super-fantasy-brawl.force"_s, at);
        }
        return;
    }
    (m_picking == u"fear"_s ? m_fearTo : m_forceTo)[m_pickingChampion] = at;
    m_picking.clear();
    m_pickingChampion.clear();
    m_explanation.clear();
    m_tapped.reset();
    rebuildScene();
}

void BrawlTableController::dragStarted(const QString &championId)
{
    if (!m_arena || championId.isEmpty() || championId == m_selected || !m_picking.isEmpty())
        return;
    // Only a champion that could be chosen by a tap is chosen by a drag.
    if (m_table->phase == SfbPhase::Deploy) {
        if (!arenaChampion(championId)->onBoard && ownerOf(championId) == deployingPlayer())
            selectChampion(championId);
        return;
    }
    if ((m_table->phase == SfbPhase::Scoreboard || m_table->phase == SfbPhase::Activation) && !activationOpen()
        && !choosingTargets() && isActivePlayersChampion(championId))
        selectChampion(championId);
}

void BrawlTableController::drop(const QString &championId, int q, int r)
{
    if (!m_arena)
        return;
    dragStarted(championId);
    if (const SfbArenaChampion *c = arenaChampion(championId); c && c->onBoard && c->at == Hex{q, r})
        return; // put back where it stands: nothing to do
    if (championId != m_selected) {
        if (activationOpen())
            explain(tr("Finish %1's card first (resolve it or tap Done).").arg(arenaChampion(m_table->activation->champion)->name),
                    u"super-fantasy-brawl.activation"_s);
        else if (const SfbArenaChampion *chosen = arenaChampion(m_selected))
            explain(tr("The card chosen moves %1 only.").arg(chosen->name),
                    u"super-fantasy-brawl.activation"_s);
        else
            explain(tr("Tap one of your champions first."), {});
        return;
    }
    // The same as a tap on that hex, whoever stands there: the verdict explains an occupied one.
    const Hex at{q, r};
    switch (m_table->phase) {
    case SfbPhase::Deploy:
        tap(q, r, {});
        return;
    case SfbPhase::Scoreboard:
    case SfbPhase::Activation:
        if (!m_picking.isEmpty() || m_pending)
            return;
        tapInPlay(at, {});
        return;
    default:
        return;
    }
}

} // namespace arbiter
