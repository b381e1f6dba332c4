#pragma once

#include "ActiveSession.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// The Banishing's table as its view shows it: the Void with its stacks, the
// piles, every character's cards and condition, whose turn it is and which
// step of it, the cards the table still has to name (table-deck mode) and the
// outcome. Everything is read from the open session through the engine's
// read-only queries and recomputed after every change; every tap becomes one
// game action through ActiveSession, so a refusal shows there with its rule.
//
// Cards are maps: {card, name, kind ("symbol" | "undead" | "item"), color,
// symbol, level, damage, item}.
class BanishingTableController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The open session is a game of The Banishing whose state could be read.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(bool tableDeck READ tableDeck NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int lastRound READ lastRound CONSTANT)
    Q_PROPERTY(int deckCount READ deckCount NOTIFY changed)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed)
    Q_PROPERTY(int banishingCount READ banishingCount NOTIFY changed)
    Q_PROPERTY(int banishingGoal READ banishingGoal CONSTANT)
    Q_PROPERTY(int handLimit READ handLimit CONSTANT)
    Q_PROPERTY(int difficulty READ difficulty NOTIFY changed)
    // Nine maps, row by row from the top left: {index, row, column, height,
    // top (a card map, empty when the space is empty), pending}.
    Q_PROPERTY(QVariantList voidSpaces READ voidSpaces NOTIFY changed)
    // The six lines a turn can take: {line, index, cards (the top cards it
    // would take), undead, takeable}.
    Q_PROPERTY(QVariantList lines READ lines NOTIFY changed)
    // In turn order: {id, name, player, active, damage, stamina, health,
    // armor, exhausted, dead, hand, handSize, handOnPhone, wounds, items};
    // `hand` is empty while its player keeps it on a phone.
    Q_PROPERTY(QVariantList characters READ characters NOTIFY changed)
    Q_PROPERTY(QString turnCharacter READ turnCharacter NOTIFY changed)
    Q_PROPERTY(QString turnCharacterName READ turnCharacterName NOTIFY changed)
    Q_PROPERTY(bool settingUp READ settingUp NOTIFY changed)
    Q_PROPERTY(bool taken READ taken NOTIFY changed)
    // The ability used this turn: "" (none yet), an ability id, "swap",
    // "trade" or "rest".
    Q_PROPERTY(QString abilityUsed READ abilityUsed NOTIFY changed)
    Q_PROPERTY(bool turnCharacterExhausted READ turnCharacterExhausted NOTIFY changed)
    // Table mode: the active character's player keeps the hand on a phone, so
    // the tablet shows none of it (turnHand is empty, abilities name no hand
    // card) and what needs the hand is done on that phone.
    Q_PROPERTY(bool turnHandOnPhone READ turnHandOnPhone NOTIFY changed)
    Q_PROPERTY(QString turnPlayerName READ turnPlayerName NOTIFY changed)
    // The active character's unique abilities: {ability, name, level, color,
    // effect, toBanishing, allowed, refusal (why not, in words), refusalRule,
    // affordable, cards (names), wand}.
    Q_PROPERTY(QVariantList abilities READ abilities NOTIFY changed)
    // Undead taken this turn that the active character's Shield may stop.
    Q_PROPERTY(QVariantList shieldTargets READ shieldTargets NOTIFY changed)
    // The active character's hand and how many cards over the limit it is.
    Q_PROPERTY(QVariantList turnHand READ turnHand NOTIFY changed)
    Q_PROPERTY(int handExcess READ handExcess NOTIFY changed)
    // Table-deck mode: places waiting for the table to name the card dealt
    // there, in dealing order: {place, kind ("hand" | "void"), character,
    // characterName, playerName, onPhone (named on that player's phone), index}.
    Q_PROPERTY(QVariantList pending READ pending NOTIFY changed)
    Q_PROPERTY(int pendingCount READ pendingCount NOTIFY changed)
    // Every kind of card in the session's pack, for the reveal picker.
    Q_PROPERTY(QVariantList cardTypes READ cardTypes NOTIFY changed)
    // The ids of the cards the rules accept for the next waiting place (the
    // engine's options): the reveal picker offers only these.
    Q_PROPERTY(QStringList revealable READ revealable NOTIFY changed)
    // Where play stands, from the engine's options: "setup", "reveal",
    // "take", "ability", "end_turn" or "over".
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    // "playing", "won" or "lost"; for a loss the reason ("death",
    // "all_exhausted", "time_up") and who died.
    Q_PROPERTY(QString outcome READ outcome NOTIFY changed)
    Q_PROPERTY(QString lossReason READ lossReason NOTIFY changed)
    Q_PROPERTY(QString deadCharacterName READ deadCharacterName NOTIFY changed)

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
    [[nodiscard]] QVariantList voidSpaces() const { return m_voidSpaces; }
    [[nodiscard]] QVariantList lines() const { return m_lines; }
    [[nodiscard]] QVariantList characters() const { return m_characters; }
    [[nodiscard]] QString turnCharacter() const { return m_turnCharacter; }
    [[nodiscard]] QString turnCharacterName() const { return m_turnCharacterName; }
    [[nodiscard]] bool settingUp() const { return m_settingUp; }
    [[nodiscard]] bool taken() const { return m_taken; }
    [[nodiscard]] QString abilityUsed() const { return m_abilityUsed; }
    [[nodiscard]] bool turnCharacterExhausted() const { return m_turnCharacterExhausted; }
    [[nodiscard]] bool turnHandOnPhone() const { return m_turnHandOnPhone; }
    [[nodiscard]] QString turnPlayerName() const { return m_turnPlayerName; }
    [[nodiscard]] QVariantList abilities() const { return m_abilities; }
    [[nodiscard]] QVariantList shieldTargets() const { return m_shieldTargets; }
    [[nodiscard]] QVariantList turnHand() const { return m_turnHand; }
    [[nodiscard]] int handExcess() const { return m_handExcess; }
    [[nodiscard]] QVariantList pending() const { return m_pending; }
    [[nodiscard]] int pendingCount() const { return static_cast<int>(m_pending.size()); }
    [[nodiscard]] QVariantList cardTypes() const { return m_cardTypes; }
    [[nodiscard]] QStringList revealable() const { return m_revealable; }
    [[nodiscard]] QString phase() const { return m_phase; }
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
    // for the move dialog: a Void space offers its top card, the deck none.
    Q_INVOKABLE QVariantList cardsAt(const QString &place) const;

Q_SIGNALS:
    void sessionChanged();
    void changed();

private:
    void refresh();
    bool send(QJsonObject action);
    [[nodiscard]] QVariantMap cardMap(const QString &card) const;
    // The character's player holds their seat on a phone (table mode).
    [[nodiscard]] bool handOnPhone(const SessionState &state, const QString &character) const;
    [[nodiscard]] QVariantList cardMaps(const QStringList &cards) const;

    QPointer<ActiveSession> m_session;
    bool m_active = false;
    bool m_tableDeck = false;
    int m_round = 0;
    int m_deckCount = 0;
    int m_discardCount = 0;
    int m_banishingCount = 0;
    int m_difficulty = 0;
    QVariantList m_voidSpaces;
    QVariantList m_lines;
    QVariantList m_characters;
    QString m_turnCharacter;
    QString m_turnCharacterName;
    bool m_settingUp = false;
    bool m_taken = false;
    QString m_abilityUsed;
    bool m_turnCharacterExhausted = false;
    bool m_turnHandOnPhone = false;
    QString m_turnPlayerName;
    QVariantList m_abilities;
    QVariantList m_shieldTargets;
    QVariantList m_turnHand;
    int m_handExcess = 0;
    QVariantList m_pending;
    QVariantList m_cardTypes;
    QStringList m_revealable;
    QString m_phase;
    QString m_outcome;
    QString m_lossReason;
    QString m_deadCharacterName;
    QVariantMap m_cardsById;
    QStringList m_turnHandIds;
};

} // namespace arbiter
