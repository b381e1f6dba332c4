#pragma once

#include "ActiveSession.h"
#include "BrawlBoardScene.h"
#include "BrawlTableRows.h"
#include "typed/GadgetListModel.h"
#include "core/options.h"
#include "core/typed_action.h"
#include "games/super_fantasy_brawl/sfb_action_types.h"
#include "games/super_fantasy_brawl/sfb_arena.h"
#include "games/super_fantasy_brawl/sfb_displace.h"
#include "games/super_fantasy_brawl/sfb_queries.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPointer>
#include <map>
#include <optional>
#include <variant>
#include <vector>

namespace arbiter {

// The arena screen's brain: reads the open Super Fantasy Brawl session
// through ActiveSession, answers every tap with the engine's own queries
// (sfbMoveVerdicts, sfbTargetVerdicts, sfbAreaOptions) and turns legal taps
// into the game's actions. What the app cannot know (a flipped trap, where
// the replacement goes) is asked for when the engine says it needs it: each
// action is first tried on a copy of the state, so a refusal for missing
// hidden information never reaches the log or the error banner.
class BrawlTableController : public BrawlSceneSource {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY validChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(QString phaseText READ phaseText NOTIFY phaseTextChanged)
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(QString activePlayer READ activePlayer NOTIFY activePlayerChanged)
    Q_PROPERTY(QString activePlayerName READ activePlayerName NOTIFY activePlayerNameChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)
    // Every list is a GadgetListModel of the row type in BrawlTableRows.h named
    // beside its builder (sideRows, trackRows...): a change announces only the
    // rows and roles it touched. Every single value has its own signal.
    Q_PROPERTY(arbiter::GadgetListModel *sides READ sides CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *track READ track CONSTANT)
    Q_PROPERTY(int trackDeck READ trackDeck NOTIFY trackDeckChanged)
    Q_PROPERTY(int trackDiscard READ trackDiscard NOTIFY trackDiscardChanged)
    // Challenge names the next track.deal / track.advance needs.
    Q_PROPERTY(int challengesToName READ challengesToName NOTIFY challengesToNameChanged)
    // The pack's Challenge cards that can be the ones drawn now (empty: the
    // pack lists none, the names are typed).
    Q_PROPERTY(QStringList challengeChoices READ challengeChoices NOTIFY challengeChoicesChanged)
    // The pack's `check` words for its Challenge names (placeholders to check
    // against the real cards) and its `by_hand` words on judging a Challenge.
    Q_PROPERTY(QString challengeCheck READ challengeCheck NOTIFY challengeWordsChanged)
    Q_PROPERTY(QString challengeByHand READ challengeByHand NOTIFY challengeWordsChanged)
    // The champions' `check` words (or the pack's), shown where champions are drafted.
    Q_PROPERTY(QString championCheck READ championCheck NOTIFY challengeWordsChanged)
    Q_PROPERTY(arbiter::GadgetListModel *champions READ champions CONSTANT)
    Q_PROPERTY(QString selected READ selected NOTIFY selectedChanged)
    // The selected champion's row of `champions` (an empty id when none is selected).
    Q_PROPERTY(arbiter::BrawlChampionRow selectedChampion READ selectedChampion NOTIFY selectedChampionChanged)
    Q_PROPERTY(arbiter::GadgetListModel *cards READ cards CONSTANT)
    Q_PROPERTY(QString previewCard READ previewCard NOTIFY previewCardChanged)
    Q_PROPERTY(arbiter::BrawlActivationInfo activation READ activation NOTIFY activationChanged)
    Q_PROPERTY(arbiter::GadgetListModel *budgets READ budgets CONSTANT)
    Q_PROPERTY(int budget READ budget NOTIFY budgetChanged)
    Q_PROPERTY(QStringList legalHexes READ legalHexes NOTIFY legalHexesChanged)
    Q_PROPERTY(arbiter::GadgetListModel *targets READ targets CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *orientations READ orientations CONSTANT)
    Q_PROPERTY(int orientation READ orientation NOTIFY orientationChanged)
    Q_PROPERTY(bool canResolve READ canResolve NOTIFY canResolveChanged)
    Q_PROPERTY(QString resolveText READ resolveText NOTIFY resolveTextChanged)
    Q_PROPERTY(arbiter::GadgetListModel *reactions READ reactions CONSTANT)
    Q_PROPERTY(QString reaction READ reaction NOTIFY reactionChanged)
    Q_PROPERTY(arbiter::GadgetListModel *standardActions READ standardActions CONSTANT)
    Q_PROPERTY(arbiter::BrawlDraftInfo draft READ draft NOTIFY draftChanged)
    Q_PROPERTY(arbiter::GadgetListModel *draftChoices READ draftChoices CONSTANT)
    Q_PROPERTY(QString explanation READ explanation NOTIFY explanationChanged)
    Q_PROPERTY(QString explanationRule READ explanationRule NOTIFY explanationRuleChanged)
    // The hex a refusal is about, outlined on the board: [q, r], or empty.
    Q_PROPERTY(QList<int> outlinedHex READ outlinedHex NOTIFY outlinedHexChanged)
    Q_PROPERTY(bool trapPending READ trapPending NOTIFY trapPendingChanged)
    Q_PROPERTY(QString trapQuestion READ trapQuestion NOTIFY trapQuestionChanged)
    Q_PROPERTY(bool pickingNewTrap READ pickingNewTrap NOTIFY pickingNewTrapChanged)
    Q_PROPERTY(QString revealText READ revealText NOTIFY revealTextChanged)
    // Where each target's Fear, Force, Push or Pull leaves it, for the card
    // being resolved (rows of BrawlDisplacementRow).
    Q_PROPERTY(arbiter::GadgetListModel *displacements READ displacements CONSTANT)
    // The enemies hit that the chosen Reaction may be played on (rows of BrawlReactionTarget).
    Q_PROPERTY(arbiter::GadgetListModel *reactionTargets READ reactionTargets CONSTANT)
    // The card allows a Place now (`shown`), by whom and with which card.
    Q_PROPERTY(arbiter::BrawlPlaceOffer placeOffer READ placeOffer NOTIFY placeOfferChanged)
    // What the next board tap chooses: "", "fear", "force" or "place".
    Q_PROPERTY(QString picking READ picking NOTIFY pickingChanged)
    Q_PROPERTY(QString pickingChampion READ pickingChampion NOTIFY pickingChampionChanged)
    // There is a half-made choice (a trap question, a pick, targets, a previewed
    // card, a selection) that cancelChoice() takes back.
    Q_PROPERTY(bool canCancel READ canCancel NOTIFY canCancelChanged)

public:
    explicit BrawlTableController(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] const BrawlBoardScene &scene() const override { return m_scene; }

    [[nodiscard]] bool valid() const { return m_arena.has_value(); }
    [[nodiscard]] QString phase() const;
    [[nodiscard]] QString phaseText() const;
    [[nodiscard]] int round() const { return m_table ? m_table->round : 0; }
    [[nodiscard]] QString activePlayer() const;
    [[nodiscard]] QString activePlayerName() const;
    [[nodiscard]] QString prompt() const;
    [[nodiscard]] GadgetListModel *sides() const { return m_sidesModel; }
    [[nodiscard]] GadgetListModel *track() const { return m_trackModel; }
    [[nodiscard]] int trackDeck() const { return m_table ? m_table->track.deck : 0; }
    [[nodiscard]] int trackDiscard() const { return m_table ? static_cast<int>(m_table->track.discard.size()) : 0; }
    [[nodiscard]] int challengesToName() const;
    [[nodiscard]] QStringList challengeChoices() const;
    [[nodiscard]] QString challengeCheck() const;
    [[nodiscard]] QString championCheck() const;
    [[nodiscard]] QString challengeByHand() const { return m_content ? m_content->track.byHand : QString(); }
    [[nodiscard]] GadgetListModel *champions() const { return m_championsModel; }
    [[nodiscard]] QString selected() const { return m_selected; }
    [[nodiscard]] BrawlChampionRow selectedChampion() const;
    [[nodiscard]] GadgetListModel *cards() const { return m_cardsModel; }
    [[nodiscard]] QString previewCard() const { return m_previewCard; }
    [[nodiscard]] BrawlActivationInfo activation() const;
    [[nodiscard]] GadgetListModel *budgets() const { return m_budgetsModel; }
    [[nodiscard]] int budget() const { return m_budget; }
    [[nodiscard]] QStringList legalHexes() const;
    [[nodiscard]] GadgetListModel *targets() const { return m_targetsModel; }
    [[nodiscard]] GadgetListModel *orientations() const { return m_orientationsModel; }
    [[nodiscard]] int orientation() const { return m_orientation; }
    [[nodiscard]] bool canResolve() const;
    [[nodiscard]] QString resolveText() const;
    [[nodiscard]] GadgetListModel *reactions() const { return m_reactionsModel; }
    [[nodiscard]] QString reaction() const { return m_reaction; }
    [[nodiscard]] GadgetListModel *standardActions() const { return m_standardActionsModel; }
    [[nodiscard]] BrawlDraftInfo draft() const;
    [[nodiscard]] GadgetListModel *draftChoices() const { return m_draftChoicesModel; }
    [[nodiscard]] QString explanation() const { return m_explanation; }
    [[nodiscard]] QString explanationRule() const { return m_explanationRule; }
    [[nodiscard]] QList<int> outlinedHex() const { return m_tapped ? QList<int>{m_tapped->q, m_tapped->r} : QList<int>{}; }
    [[nodiscard]] bool trapPending() const { return m_pending.has_value() && !m_pickingNewTrap; }
    [[nodiscard]] QString trapQuestion() const { return m_trapQuestion; }
    [[nodiscard]] bool pickingNewTrap() const { return m_pickingNewTrap; }
    [[nodiscard]] QString revealText() const { return m_revealText; }
    [[nodiscard]] GadgetListModel *displacements() const { return m_displacementsModel; }
    [[nodiscard]] GadgetListModel *reactionTargets() const { return m_reactionTargetsModel; }
    [[nodiscard]] BrawlPlaceOffer placeOffer() const;
    [[nodiscard]] QString picking() const { return m_picking; }
    [[nodiscard]] QString pickingChampion() const { return m_pickingChampion; }
    [[nodiscard]] bool canCancel() const;

    // A tap on the board (BrawlBoardItem::tapped).
    Q_INVOKABLE void tap(int q, int r, const QString &champion);
    Q_INVOKABLE void selectChampion(const QString &championId);
    // Shows a card's movement and targets before it is played; tapping a
    // legal hex or resolving then plays it.
    Q_INVOKABLE void previewCardOf(const QString &cardId);
    Q_INVOKABLE void chooseBudget(int index);
    Q_INVOKABLE void toggleTarget(const QString &championId);
    Q_INVOKABLE void chooseOrientation(int orientation);
    Q_INVOKABLE void chooseReaction(const QString &cardId);
    // Which targeted enemy the chosen Reaction is played on.
    Q_INVOKABLE void chooseReactionOn(const QString &championId);
    // The board then offers where that champion's Fear or Force may end; a
    // tap on one of them chooses it. `keyword` "fear" or "force".
    Q_INVOKABLE void pickDisplacement(const QString &keyword, const QString &championId);
    // Force only: the target stays where it is (Force 0).
    Q_INVOKABLE void clearDisplacement(const QString &keyword, const QString &championId);
    // The board offers the hexes the card's Place may put `championId` on
    // (empty: the activating champion); a tap places it.
    Q_INVOKABLE void startPlace(const QString &championId);
    Q_INVOKABLE void cancelPicking();
    // Escape or Cancel: takes back the most recent half-made choice.
    Q_INVOKABLE void cancelChoice();
    // A champion disc dragged onto a hex: the same as choosing it and tapping the hex.
    Q_INVOKABLE void dragStarted(const QString &championId);
    Q_INVOKABLE void drop(const QString &championId, int q, int r);
    Q_INVOKABLE bool playPreviewedCard();
    // Attack or skill with the chosen targets (AoE: the orientation).
    Q_INVOKABLE bool resolve();
    Q_INVOKABLE bool useStandard(const QString &action, const QString &core);
    Q_INVOKABLE bool endActivation();
    Q_INVOKABLE bool endTurn();
    Q_INVOKABLE bool claim(int slot);
    Q_INVOKABLE bool nameChallenges(const QStringList &names);
    Q_INVOKABLE bool draftChoose(const QString &championId);
    Q_INVOKABLE bool chooseTeam(const QStringList &championIds);
    // What the flipped trap showed: "damage" with 1..3, "root" or "stun".
    Q_INVOKABLE void revealTrap(const QString &effect, int amount);
    Q_INVOKABLE void cancelPending();
    Q_INVOKABLE void clearExplanation();
    // The move verdict code of a hex for the current selection ("" when legal).
    Q_INVOKABLE QString moveVerdictAt(int q, int r) const;

Q_SIGNALS:
    void sessionChanged();
    void activationChanged();
    void draftChanged();
    void placeOfferChanged();
    void outlinedHexChanged();
    void validChanged();
    void phaseChanged();
    void phaseTextChanged();
    void roundChanged();
    void activePlayerChanged();
    void activePlayerNameChanged();
    void promptChanged();
    void trackDeckChanged();
    void trackDiscardChanged();
    void challengesToNameChanged();
    void challengeChoicesChanged();
    void challengeWordsChanged();
    void selectedChanged();
    void selectedChampionChanged();
    void previewCardChanged();
    void budgetChanged();
    void legalHexesChanged();
    void orientationChanged();
    void canResolveChanged();
    void resolveTextChanged();
    void reactionChanged();
    void explanationChanged();
    void explanationRuleChanged();
    void trapPendingChanged();
    void trapQuestionChanged();
    void pickingNewTrapChanged();
    void revealTextChanged();
    void pickingChanged();
    void pickingChampionChanged();
    void canCancelChanged();

private:
    // Hands every list its rows and announces each value that changed; called
    // after anything the screen draws may have moved.
    void publish();
    [[nodiscard]] QList<BrawlSideRow> sideRows() const;
    [[nodiscard]] QList<BrawlTrackSlot> trackRows() const;
    [[nodiscard]] QList<BrawlChampionRow> championRows() const;
    [[nodiscard]] QList<BrawlHandCard> cardRows() const;
    [[nodiscard]] QList<BrawlBudgetOption> budgetRows() const;
    [[nodiscard]] QList<BrawlTargetOption> targetRows() const;
    [[nodiscard]] QList<BrawlOrientationOption> orientationRows() const;
    [[nodiscard]] QList<BrawlReactionOption> reactionRows() const;
    [[nodiscard]] QList<BrawlStandardOption> standardRows() const;
    [[nodiscard]] QList<BrawlDraftChoice> draftChoiceRows() const;
    // The draft now; fills `choices` with the champions to choose from when given.
    [[nodiscard]] BrawlDraftInfo draftInto(QList<BrawlDraftChoice> *choices) const;
    [[nodiscard]] QList<BrawlDisplacementRow> displacementRows() const;
    [[nodiscard]] QList<BrawlReactionTarget> reactionTargetRows() const;
    void refresh();
    void rebuildScene();
    void explain(const QString &text, const QString &rule, std::optional<Hex> at = std::nullopt);
    // The actions that may set off a face-down trap, and so may wait for what it showed.
    using TrapAction = std::variant<sfb::TrapPlace, sfb::ChampionDeploy, sfb::ChampionMove, sfb::Attack, sfb::Skill,
                                    sfb::ChampionPlace>;
    // Tries the action on a copy of the state first; asks for traps when needed.
    bool submit(const TrapAction &action);
    template <typename A>
    bool applyDirect(const A &action)
    {
        return applyJson(typed::encode(action));
    }
    bool applyJson(const QJsonObject &action);
    // The session's options query for the state drawn; empty when no Brawl state is read.
    [[nodiscard]] const GameOptions &options() const;
    void tapInPlay(Hex at, const QString &champion);
    void tapWhilePicking(Hex at, const QString &champion);
    // The champions the current card's post-attack keywords act on, as the attack would declare them.
    [[nodiscard]] QStringList hitTargets() const;
    // Where the chosen targets' Push and Pull will leave them, worked out by
    // the engine's displacement rule before the attack is made.
    struct Landing {
        QString champion;
        SfbKeyword keyword;
        int distance = 0;
        SfbDisplaceOutcome outcome;
    };
    [[nodiscard]] std::vector<Landing> landings() const;
    [[nodiscard]] std::vector<Hex> pickOptions() const;
    [[nodiscard]] QString reactionPlayer(const QString &cardId, const QString &on) const;
    void resetChoices();

    [[nodiscard]] const SfbArenaChampion *arenaChampion(const QString &id) const;
    [[nodiscard]] QString ownerOf(const QString &championId) const;
    [[nodiscard]] int counter(const QString &entity, const QString &name) const;
    [[nodiscard]] bool activationOpen() const;
    [[nodiscard]] bool activationIsSelected() const;
    [[nodiscard]] std::optional<SfbCard> currentCard() const;
    [[nodiscard]] std::vector<SfbBudget> currentBudgets() const;
    [[nodiscard]] bool choosingTargets() const;
    [[nodiscard]] QString deployingPlayer() const;
    [[nodiscard]] QString cardName(const QString &cardId) const;
    [[nodiscard]] bool isActivePlayersChampion(const QString &championId) const;
    [[nodiscard]] bool isLegalTarget(const QString &championId) const;
    void explainNotYours(const QString &championId);

    QPointer<ActiveSession> m_session;
    GadgetListModel *m_sidesModel;
    GadgetListModel *m_trackModel;
    GadgetListModel *m_championsModel;
    GadgetListModel *m_cardsModel;
    GadgetListModel *m_budgetsModel;
    GadgetListModel *m_targetsModel;
    GadgetListModel *m_orientationsModel;
    GadgetListModel *m_reactionsModel;
    GadgetListModel *m_standardActionsModel;
    GadgetListModel *m_displacementsModel;
    GadgetListModel *m_reactionTargetsModel;
    GadgetListModel *m_draftChoicesModel;
    std::optional<SfbContent> m_content;
    std::optional<SfbTable> m_table;
    std::optional<SfbArena> m_arena;
    BrawlBoardScene m_scene;
    std::vector<SfbHexVerdict> m_verdicts;
    std::vector<SfbTargetOption> m_targetVerdicts;
    std::vector<SfbAreaOption> m_areaOptions;

    QString m_selected;
    QString m_previewCard;
    QString m_activationKey; // champion + card of the open activation, to notice a new one
    int m_budget = 0;
    QStringList m_chosen;
    int m_orientation = -1;
    QString m_reaction;
    QString m_reactionOn;
    std::map<QString, Hex> m_fearTo;
    std::map<QString, Hex> m_forceTo;
    QString m_picking;
    QString m_pickingChampion;
    // A card with a post-attack Place was resolved: {source champion, card}, offered until the next action.
    QString m_placeAfterSource;
    QString m_placeAfterCard;
    std::int64_t m_placeAfterActions = 0; // the session's action count when the offer was made
    QString m_explanation;
    QString m_explanationRule;
    std::optional<Hex> m_tapped;

    std::optional<TrapAction> m_pending; // an action waiting for what a trap showed
    std::vector<sfb::TrapFace> m_reveals; // what the traps it set off showed, so far
    QString m_trapQuestion;
    bool m_pickingNewTrap = false;
    QString m_revealText;
    std::optional<Hex> m_revealed;
    // The values last announced, so each one's signal fires only when it moved.
    struct Announced {
        bool valid = false;
        QString phase;
        QString phaseText;
        int round = 0;
        QString activePlayer;
        QString activePlayerName;
        QString prompt;
        int trackDeck = 0;
        int trackDiscard = 0;
        int challengesToName = 0;
        QStringList challengeChoices;
        QString challengeCheck;
        QString challengeByHand;
        QString championCheck;
        QString selected;
        BrawlChampionRow selectedChampion;
        QString previewCard;
        BrawlActivationInfo activation;
        int budget = 0;
        QStringList legalHexes;
        int orientation = -1;
        bool canResolve = false;
        QString resolveText;
        QString reaction;
        BrawlDraftInfo draft;
        QString explanation;
        QString explanationRule;
        QList<int> outlinedHex;
        bool trapPending = false;
        QString trapQuestion;
        bool pickingNewTrap = false;
        QString revealText;
        BrawlPlaceOffer placeOffer;
        QString picking;
        QString pickingChampion;
        bool canCancel = false;
    } m_announced;
};

} // namespace arbiter
