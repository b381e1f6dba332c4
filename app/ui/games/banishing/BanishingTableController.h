#pragma once

#include "ActiveSession.h"
#include "BanishingRows.h"
#include "typed/GadgetListModel.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The Banishing's table as its view shows it: the Void with its stacks, the
// piles, every character's cards and condition, whose turn it is and which
// step of it, the cards the table still has to name (table-deck mode) and the
// outcome. Everything is read from the open session through the engine's
// read-only queries and recomputed after every change; every tap becomes one
// game action through ActiveSession, so a refusal shows there with its rule.
// Lists are GadgetListModels of the types in BanishingRows.h, and each value
// has its own signal: an action tells the view only what it changed.
class BanishingTableController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The open session is a game of The Banishing whose state could be read.
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    Q_PROPERTY(bool tableDeck READ tableDeck NOTIFY tableDeckChanged)
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(int lastRound READ lastRound CONSTANT)
    Q_PROPERTY(int deckCount READ deckCount NOTIFY deckCountChanged)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY discardCountChanged)
    Q_PROPERTY(int banishingCount READ banishingCount NOTIFY banishingCountChanged)
    Q_PROPERTY(int banishingGoal READ banishingGoal CONSTANT)
    Q_PROPERTY(int handLimit READ handLimit CONSTANT)
    Q_PROPERTY(int difficulty READ difficulty NOTIFY difficultyChanged)
    // Nine BanishingVoidSpace rows, row by row from the top left.
    Q_PROPERTY(arbiter::GadgetListModel *voidSpaces READ voidSpaces CONSTANT)
    // The six BanishingLine rows a turn can take.
    Q_PROPERTY(arbiter::GadgetListModel *lines READ lines CONSTANT)
    // BanishingCharacter rows in turn order.
    Q_PROPERTY(arbiter::GadgetListModel *characters READ characters CONSTANT)
    Q_PROPERTY(QString turnCharacter READ turnCharacter NOTIFY turnCharacterChanged)
    Q_PROPERTY(QString turnCharacterName READ turnCharacterName NOTIFY turnCharacterNameChanged)
    Q_PROPERTY(bool settingUp READ settingUp NOTIFY settingUpChanged)
    Q_PROPERTY(bool taken READ taken NOTIFY takenChanged)
    // The ability used this turn: "" (none yet), an ability id, "swap",
    // "trade" or "rest".
    Q_PROPERTY(QString abilityUsed READ abilityUsed NOTIFY abilityUsedChanged)
    Q_PROPERTY(bool turnCharacterExhausted READ turnCharacterExhausted NOTIFY turnCharacterExhaustedChanged)
    // Table mode: the active character's player keeps the hand on a phone, so
    // the tablet shows none of it (turnHand is empty, abilities name no hand
    // card) and what needs the hand is done on that phone.
    Q_PROPERTY(bool turnHandOnPhone READ turnHandOnPhone NOTIFY turnHandOnPhoneChanged)
    Q_PROPERTY(QString turnPlayerName READ turnPlayerName NOTIFY turnPlayerNameChanged)
    // The active character's unique abilities (BanishingAbility rows).
    Q_PROPERTY(arbiter::GadgetListModel *abilities READ abilities CONSTANT)
    // Undead (BanishingCard rows) taken this turn that the active
    // character's Shield may stop.
    Q_PROPERTY(arbiter::GadgetListModel *shieldTargets READ shieldTargets CONSTANT)
    // The active character's hand (BanishingCard rows) and how many cards
    // over the limit it is.
    Q_PROPERTY(arbiter::GadgetListModel *turnHand READ turnHand CONSTANT)
    Q_PROPERTY(int handExcess READ handExcess NOTIFY handExcessChanged)
    // Table-deck mode: BanishingPendingPlace rows waiting for the table to
    // name the card dealt there, in dealing order.
    Q_PROPERTY(arbiter::GadgetListModel *pending READ pending CONSTANT)
    Q_PROPERTY(int pendingCount READ pendingCount NOTIFY pendingCountChanged)
    // Every kind of card in the session's pack (BanishingCard rows), for the
    // reveal picker.
    Q_PROPERTY(arbiter::GadgetListModel *cardTypes READ cardTypes CONSTANT)
    // The ids of the cards the rules accept for the next waiting place (the
    // engine's options): the reveal picker offers only these.
    Q_PROPERTY(QStringList revealable READ revealable NOTIFY revealableChanged)
    // Where play stands, from the engine's options: "setup", "reveal",
    // "take", "ability", "end_turn" or "over".
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    // The unique ability used this turn when its effect is the players' to
    // carry out (the pack marks it "by_hand"): its name and text, and the
    // engine's one-tap card moves for it (BanishingCorrection rows).
    Q_PROPERTY(QString byHandName READ byHandName NOTIFY byHandChanged)
    Q_PROPERTY(QString byHandEffect READ byHandEffect NOTIFY byHandChanged)
    Q_PROPERTY(arbiter::GadgetListModel *corrections READ corrections CONSTANT)
    // The pack's "check" note (made-up values to check against the real
    // cards), shown wherever the table picks a card from the pack's list.
    Q_PROPERTY(QString packCheck READ packCheck NOTIFY packCheckChanged)
    // "playing", "won" or "lost"; for a loss the reason ("death",
    // "all_exhausted", "time_up") and who died.
    Q_PROPERTY(QString outcome READ outcome NOTIFY outcomeChanged)
    Q_PROPERTY(QString lossReason READ lossReason NOTIFY outcomeChanged)
    Q_PROPERTY(QString deadCharacterName READ deadCharacterName NOTIFY outcomeChanged)

public:
    explicit BanishingTableController(QObject *parent = nullptr);

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);

    [[nodiscard]] bool active() const { return m_active; }
    [[nodiscard]] bool tableDeck() const { return m_tableDeck; }
    [[nodiscard]] int round() const { return m_round; }
    [[nodiscard]] static int lastRound();
    [[nodiscard]] int deckCount() const { return m_deckCount; }
    [[nodiscard]] int discardCount() const { return m_discardCount; }
    [[nodiscard]] int banishingCount() const { return m_banishingCount; }
    [[nodiscard]] static int banishingGoal();
    [[nodiscard]] static int handLimit();
    [[nodiscard]] int difficulty() const { return m_difficulty; }
    [[nodiscard]] GadgetListModel *voidSpaces() const { return m_voidSpaces; }
    [[nodiscard]] GadgetListModel *lines() const { return m_lines; }
    [[nodiscard]] GadgetListModel *characters() const { return m_characters; }
    [[nodiscard]] QString turnCharacter() const { return m_turnCharacter; }
    [[nodiscard]] QString turnCharacterName() const { return m_turnCharacterName; }
    [[nodiscard]] bool settingUp() const { return m_settingUp; }
    [[nodiscard]] bool taken() const { return m_taken; }
    [[nodiscard]] QString abilityUsed() const { return m_abilityUsed; }
    [[nodiscard]] bool turnCharacterExhausted() const { return m_turnCharacterExhausted; }
    [[nodiscard]] bool turnHandOnPhone() const { return m_turnHandOnPhone; }
    [[nodiscard]] QString turnPlayerName() const { return m_turnPlayerName; }
    [[nodiscard]] GadgetListModel *abilities() const { return m_abilities; }
    [[nodiscard]] GadgetListModel *shieldTargets() const { return m_shieldTargets; }
    [[nodiscard]] GadgetListModel *turnHand() const { return m_turnHand; }
    [[nodiscard]] int handExcess() const { return m_handExcess; }
    [[nodiscard]] GadgetListModel *pending() const { return m_pending; }
    [[nodiscard]] int pendingCount() const { return m_pending->count(); }
    [[nodiscard]] GadgetListModel *cardTypes() const { return m_cardTypes; }
    [[nodiscard]] QStringList revealable() const { return m_revealable; }
    [[nodiscard]] QString phase() const { return m_phase; }
    [[nodiscard]] QString byHandName() const { return m_byHandName; }
    [[nodiscard]] QString byHandEffect() const { return m_byHandEffect; }
    [[nodiscard]] GadgetListModel *corrections() const { return m_corrections; }
    [[nodiscard]] QString packCheck() const { return m_packCheck; }
    [[nodiscard]] QString outcome() const { return m_outcome; }
    [[nodiscard]] QString lossReason() const { return m_lossReason; }
    [[nodiscard]] QString deadCharacterName() const { return m_deadCharacterName; }

    // The turn's actions (docs/games/the-banishing.md). Each returns whether
    // the session accepted it; a refusal is in ActiveSession.error.
    Q_INVOKABLE bool take(const QString &line, int index);
    Q_INVOKABLE bool reveal(const QString &card);
    // Pays with the set abilityOptions suggests; without one, offers the
    // hand's cards of the ability's colour so the refusal names what is missing.
    Q_INVOKABLE bool useAbility(const QString &ability);
    Q_INVOKABLE bool swap(int a, int b);
    Q_INVOKABLE bool trade(const QString &with, const QString &give, const QString &receive);
    Q_INVOKABLE bool rest();
    Q_INVOKABLE bool useShield(const QString &card);
    // Ends the turn (a pass when no ability was used), discarding `discard`.
    Q_INVOKABLE bool endTurn(const QStringList &discard = {});
    // A card moved by hand, to carry out an ability or correct the table.
    Q_INVOKABLE bool moveCard(const QString &from, const QString &to, const QString &card = {});
    // The cards a move could take from a place ("hand:thief", "void:4", ...),
    // for the move dialog: a Void space offers its top card, the deck none,
    // a hand kept on a phone none.
    Q_INVOKABLE QList<arbiter::BanishingCard> cardsAt(const QString &place) const;
    // The correction row `index` (BanishingCorrection::index), with `value`
    // for its field when it has one.
    Q_INVOKABLE bool correct(int index, const QString &value = {});

Q_SIGNALS:
    void sessionChanged();
    void activeChanged();
    void tableDeckChanged();
    void roundChanged();
    void deckCountChanged();
    void discardCountChanged();
    void banishingCountChanged();
    void difficultyChanged();
    void turnCharacterChanged();
    void turnCharacterNameChanged();
    void settingUpChanged();
    void takenChanged();
    void abilityUsedChanged();
    void turnCharacterExhaustedChanged();
    void turnHandOnPhoneChanged();
    void turnPlayerNameChanged();
    void handExcessChanged();
    void pendingCountChanged();
    void revealableChanged();
    void phaseChanged();
    void byHandChanged();
    void packCheckChanged();
    // The outcome, its reason and who died change together.
    void outcomeChanged();

private:
    struct View;
    void refresh();
    void publish(View view);
    bool send(QJsonObject action);
    [[nodiscard]] BanishingCard card(const QString &id) const;
    [[nodiscard]] QList<BanishingCard> cards(const QStringList &ids) const;
    // The character's player holds their seat on a phone (table mode).
    [[nodiscard]] bool handOnPhone(const SessionState &state, const QString &character) const;

    QPointer<ActiveSession> m_session;
    bool m_active = false;
    bool m_tableDeck = false;
    int m_round = 0;
    int m_deckCount = 0;
    int m_discardCount = 0;
    int m_banishingCount = 0;
    int m_difficulty = 0;
    GadgetListModel *m_voidSpaces;
    GadgetListModel *m_lines;
    GadgetListModel *m_characters;
    QString m_turnCharacter;
    QString m_turnCharacterName;
    bool m_settingUp = false;
    bool m_taken = false;
    QString m_abilityUsed;
    bool m_turnCharacterExhausted = false;
    bool m_turnHandOnPhone = false;
    QString m_turnPlayerName;
    GadgetListModel *m_abilities;
    GadgetListModel *m_shieldTargets;
    GadgetListModel *m_turnHand;
    int m_handExcess = 0;
    GadgetListModel *m_pending;
    GadgetListModel *m_cardTypes;
    QStringList m_revealable;
    QString m_phase;
    QString m_byHandName;
    QString m_packCheck;
    QString m_byHandEffect;
    GadgetListModel *m_corrections;
    QList<std::pair<QJsonObject, QString>> m_correctionActions; // by BanishingCorrection::index: the action, its input field
    QString m_outcome;
    QString m_lossReason;
    QString m_deadCharacterName;
    QHash<QString, BanishingCard> m_cardsById;
    QStringList m_turnHandIds; // empty while the hand is on a phone
};

} // namespace arbiter
