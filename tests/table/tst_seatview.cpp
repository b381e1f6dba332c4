#ifndef ARBITER_SOURCE_DIR
#define ARBITER_SOURCE_DIR "/work/main"
#endif

#include "core/session.h"
#include "table/SeatView.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace arbiter;

namespace {

const GameDefinition &banishing()
{
    return *findGame(QStringLiteral("the-banishing"));
}

// Ann runs the Fighter, Ben the Healer, Cy the Thief; the app deals.
SessionState banishingGame(const QString &mode)
{
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/resources/content/the-banishing.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the shipped content pack is missing");
    const QJsonObject setup{{QStringLiteral("content"), QJsonDocument::fromJson(file.readAll()).object()},
                            {QStringLiteral("mode"), mode}};
    auto state = newSession(banishing(), QJsonArray{QStringLiteral("ann"), QStringLiteral("ben"), QStringLiteral("cy")}, setup, 3);
    if (!state)
        qFatal("setup refused");
    return state.value();
}

SessionState appDeck()
{
    return banishingGame(QStringLiteral("app"));
}

// Record 1: the app's deck deals Red sun into the Thief's hand (Cy's), with
// its text as the host rendered it.
QJsonObject redSunDealtToTheThief(const QString &text)
{
    return {{QStringLiteral("seq"), 1}, {QStringLiteral("kind"), QStringLiteral("action")},
            {QStringLiteral("events"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("card.dealt")},
                                                              {QStringLiteral("card"), QStringLiteral("red-sun")},
                                                              {QStringLiteral("place"), QStringLiteral("hand:thief")},
                                                              {QStringLiteral("text"), text}}}}};
}

QStringList handOf(const SessionState &state, const QString &character)
{
    QStringList cards;
    for (const QJsonValue &card :
         state.data.value(QStringLiteral("characters")).toObject().value(character).toObject().value(QStringLiteral("hand")).toArray())
        cards << card.toString();
    return cards;
}

QJsonObject accepted(SessionState &state, const QJsonObject &action, qint64 seq)
{
    auto done = apply(banishing(), state, action);
    if (!done)
        qFatal("refused: %s", qPrintable(renderEnglish(done.error().message)));
    state = done->state;
    QJsonArray events;
    for (const Event &event : done->events)
        events.append(toJson(event));
    return {{QStringLiteral("seq"), static_cast<double>(seq)}, {QStringLiteral("kind"), QStringLiteral("action")},
            {QStringLiteral("action"), action}, {QStringLiteral("events"), events}};
}

QString cardName(const QString &id)
{
    // The shipped pack's ids spell their names: "red-sun" is "Red sun".
    QString name = id;
    name.replace(QLatin1Char('-'), QLatin1Char(' '));
    name[0] = name[0].toUpper();
    return name;
}

} // namespace

class TstSeatView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eachSeatSeesItsOwnHandOnly()
    {
        const SessionState state = appDeck();
        const QJsonObject fields{{QStringLiteral("actor"), QStringLiteral("ann")}, {QStringLiteral("options"), QJsonArray{}}};
        const QJsonArray hands = SeatView::options(fields, QStringLiteral("ann"), state).value(QStringLiteral("hands")).toArray();
        QCOMPARE(hands.size(), 1);
        QCOMPARE(hands.at(0)[QStringLiteral("character")].toString(), QStringLiteral("fighter"));
        QStringList shown;
        for (const QJsonValue &card : hands.at(0)[QStringLiteral("cards")].toArray())
            shown << card[QStringLiteral("id")].toString();
        QCOMPARE(shown, handOf(state, QStringLiteral("fighter")));
        QCOMPARE(SeatView::options(fields, QStringLiteral("ben"), state).value(QStringLiteral("hands")).toArray().at(0)[QStringLiteral("character")].toString(),
                 QStringLiteral("healer"));
        QVERIFY(!SeatView::publicState(state).contains(QStringLiteral("data")));
        // A German phone's counters list names the characters in German; players keep their names.
        QStringList germanNames;
        for (const QJsonValue &entity : SeatView::publicState(state, QStringLiteral("de"))[QStringLiteral("entities")].toArray())
            germanNames << entity[QStringLiteral("name")].toString();
        QVERIFY2(germanNames.contains(QStringLiteral("Kämpfer")) && germanNames.contains(QStringLiteral("ann")), qPrintable(germanNames.join(u',')));
    }

    // The engine lists the partner's hand as what a trade may ask for; a phone
    // gets every symbol card instead.
    void aTradeDoesNotListThePartnersHand()
    {
        const SessionState state = appDeck();
        const QStringList partner = handOf(state, QStringLiteral("thief"));
        const QJsonObject trade{{QStringLiteral("action"), QJsonObject{{QStringLiteral("type"), QStringLiteral("trade")},
                                                                       {QStringLiteral("character"), QStringLiteral("fighter")},
                                                                       {QStringLiteral("with"), QStringLiteral("thief")}}},
                                {QStringLiteral("label"), QStringLiteral("Trade a card with Thief")},
                                {QStringLiteral("inputs"), QJsonObject{{QStringLiteral("give"), QJsonArray::fromStringList(handOf(state, QStringLiteral("fighter")))},
                                                                       {QStringLiteral("receive"), QJsonArray::fromStringList(partner)}}}};
        const QJsonObject fields{{QStringLiteral("actor"), QStringLiteral("ann")}, {QStringLiteral("options"), QJsonArray{trade}}};
        const QJsonObject mine = SeatView::options(fields, QStringLiteral("ann"), state);
        const QJsonArray receive = mine[QStringLiteral("options")].toArray().at(0)[QStringLiteral("inputs")][QStringLiteral("receive")].toArray();
        QCOMPARE(receive.size(), 12); // the shipped pack's symbol cards
        QVERIFY(receive.contains(QStringLiteral("red-sun")));
        QCOMPARE(mine[QStringLiteral("names")][QStringLiteral("red-sun")].toString(), QStringLiteral("Red sun"));
    }

    void aTradeBetweenTwoOtherSeatsHidesItsCards()
    {
        SessionState state = appDeck();
        accepted(state, QJsonObject{{QStringLiteral("type"), QStringLiteral("take")}, {QStringLiteral("character"), QStringLiteral("fighter")},
                                    {QStringLiteral("line"), QStringLiteral("row")}, {QStringLiteral("index"), 0}},
                 1);
        const QString give = handOf(state, QStringLiteral("fighter")).first();
        const QString receive = handOf(state, QStringLiteral("thief")).first();
        const QJsonObject trade = accepted(state,
                                           QJsonObject{{QStringLiteral("type"), QStringLiteral("trade")},
                                                       {QStringLiteral("character"), QStringLiteral("fighter")},
                                                       {QStringLiteral("with"), QStringLiteral("thief")},
                                                       {QStringLiteral("give"), give},
                                                       {QStringLiteral("receive"), receive}},
                                           2);
        QCOMPARE(SeatView::record(trade, QStringLiteral("ann"), state), trade);
        QCOMPARE(SeatView::record(trade, QStringLiteral("cy"), state), trade);

        const QJsonObject seen = SeatView::record(trade, QStringLiteral("ben"), state);
        const QString text = QString::fromUtf8(QJsonDocument(seen).toJson());
        QVERIFY2(!text.contains(give) && !text.contains(receive), qPrintable(text));
        QVERIFY2(!text.contains(cardName(give)) && !text.contains(cardName(receive)), qPrintable(text));
        QCOMPARE(seen[QStringLiteral("events")].toArray().at(0)[QStringLiteral("text")].toString(),
                 QStringLiteral("Fighter gives a card to Thief and receives a card."));

        // An undo record repeats the action it takes back.
        const QJsonObject undo{{QStringLiteral("seq"), 3}, {QStringLiteral("kind"), QStringLiteral("undo")},
                               {QStringLiteral("events"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("undone")},
                                                                                 {QStringLiteral("seq"), 2},
                                                                                 {QStringLiteral("text"), QStringLiteral("Undid entry 2.")},
                                                                                 {QStringLiteral("action"), trade[QStringLiteral("action")]}}}}};
        const QString undone = QString::fromUtf8(QJsonDocument(SeatView::record(undo, QStringLiteral("ben"), state)).toJson());
        QVERIFY2(!undone.contains(give) && !undone.contains(receive), qPrintable(undone));
    }

    // Exiled Legends: in Ben's attack, Ann's hero may react; the options
    // query's actor is still Ben, but the reaction is Ann's to tap.
    void aHeroesAbilityIsItsOwnersChoice()
    {
        SessionState state;
        state.game = QStringLiteral("exiled-legends");
        state.entities.push_back(Entity{QStringLiteral("flare-runner"), QStringLiteral("hero"), QStringLiteral("Flare Runner"), QStringLiteral("ann"), {}});
        const QJsonObject reaction{{QStringLiteral("type"), QStringLiteral("ability.use")},
                                   {QStringLiteral("hero"), QStringLiteral("flare-runner")},
                                   {QStringLiteral("ability"), QStringLiteral("champion")},
                                   {QStringLiteral("index"), 0}};
        QVERIFY(SeatView::mayAct(reaction, QStringLiteral("ann"), QStringLiteral("ben"), state));
        QVERIFY(!SeatView::mayAct(reaction, QStringLiteral("ben"), QStringLiteral("ben"), state));
        // Adding a bane token names another's hero too, but it is the actor's action.
        const QJsonObject bane{{QStringLiteral("type"), QStringLiteral("action.add_bane")}, {QStringLiteral("hero"), QStringLiteral("flare-runner")}};
        QVERIFY(SeatView::mayAct(bane, QStringLiteral("ben"), QStringLiteral("ben"), state));
        QVERIFY(!SeatView::mayAct(bane, QStringLiteral("ann"), QStringLiteral("ben"), state));
    }

    // Exiled Legends: in Ben's turn Ann's Support fell and the app drew her
    // a replacement; what her real Team deck turned up is hers to enter.
    void aDrawnHeroIsCorrectedOnItsOwnersPhone()
    {
        SessionState state;
        state.game = QStringLiteral("exiled-legends");
        state.entities.push_back(Entity{QStringLiteral("kiln-brute"), QStringLiteral("hero"), QStringLiteral("Kiln Brute"), QStringLiteral("ann"), {}});
        const QJsonObject correction{{QStringLiteral("type"), QStringLiteral("deck.correct_draw")},
                                     {QStringLiteral("hero"), QStringLiteral("kiln-brute")}};
        QVERIFY(SeatView::mayAct(correction, QStringLiteral("ann"), QStringLiteral("ben"), state));
        QVERIFY(!SeatView::mayAct(correction, QStringLiteral("ben"), QStringLiteral("ben"), state));
    }

    // With the real deck the table names each card dealt; a card in a hand
    // is named by that hand's player only.
    void aCardInAHandIsNamedOnItsOwnersPhone()
    {
        const SessionState state = banishingGame(QStringLiteral("table"));
        QCOMPARE(state.data[QStringLiteral("pending")].toArray().at(0).toString(), QStringLiteral("hand:fighter"));
        const QJsonObject reveal{{QStringLiteral("type"), QStringLiteral("card.reveal")}};
        QVERIFY(SeatView::mayAct(reveal, QStringLiteral("ann"), QString(), state));
        QVERIFY(!SeatView::mayAct(reveal, QStringLiteral("ben"), QString(), state));
        QJsonObject toThief = reveal;
        toThief.insert(QStringLiteral("place"), QStringLiteral("hand:thief"));
        QVERIFY(SeatView::mayAct(toThief, QStringLiteral("cy"), QString(), state));
        QVERIFY(!SeatView::mayAct(toThief, QStringLiteral("ann"), QString(), state));
        QJsonObject toVoid = reveal;
        toVoid.insert(QStringLiteral("place"), QStringLiteral("void:0"));
        QVERIFY(SeatView::mayAct(toVoid, QStringLiteral("ben"), QString(), state));
    }

    void aCardDealtIntoAnotherHandIsNotNamed()
    {
        const SessionState state = appDeck();
        const QJsonObject dealt = redSunDealtToTheThief(QStringLiteral("Deal Red sun to Thief's hand."));
        QCOMPARE(SeatView::record(dealt, QStringLiteral("cy"), state), dealt);
        const QJsonObject event = SeatView::record(dealt, QStringLiteral("ann"), state)[QStringLiteral("events")].toArray().at(0).toObject();
        QVERIFY(!event.contains(QStringLiteral("card")));
        QCOMPARE(event[QStringLiteral("text")].toString(), QStringLiteral("Deal a card to Thief's hand."));
        // A card dealt to the Void lies face up.
        QJsonObject toVoid = dealt;
        QJsonObject voidEvent = dealt[QStringLiteral("events")].toArray().at(0).toObject();
        voidEvent.insert(QStringLiteral("place"), QStringLiteral("void:4"));
        toVoid.insert(QStringLiteral("events"), QJsonArray{voidEvent});
        QCOMPARE(SeatView::record(toVoid, QStringLiteral("ann"), state), toVoid);
    }

    // The tablet lies open on the table: it hides the cards going into the
    // hands that phones hold, and shows those of players without a phone.
    void theTabletHidesOnlyTheHandsHeldOnPhones()
    {
        const SessionState state = appDeck();
        const QJsonObject dealt = redSunDealtToTheThief(QStringLiteral("Deal Red sun to Thief's hand."));
        const QJsonObject event = dealt[QStringLiteral("events")].toArray().at(0).toObject();
        // Cy runs the Thief.
        const QJsonObject hidden = SeatView::eventForTablet(event, {QStringLiteral("cy")}, state);
        QCOMPARE(hidden[QStringLiteral("text")].toString(), QStringLiteral("Deal a card to Thief's hand."));
        QVERIFY(!hidden.contains(QStringLiteral("card")));
        QCOMPARE(SeatView::recordForTablet(dealt, {QStringLiteral("cy"), QStringLiteral("ben")}, state)[QStringLiteral("events")]
                     .toArray().at(0).toObject()[QStringLiteral("text")].toString(),
                 QStringLiteral("Deal a card to Thief's hand."));
        // Only other players hold phones: the Thief's hand is the tablet's to show.
        QCOMPARE(SeatView::eventForTablet(event, {QStringLiteral("ann"), QStringLiteral("ben")}, state), event);
        QCOMPARE(SeatView::recordForTablet(dealt, {}, state), dealt);
        // A sealed bid typed on a phone stays off the tablet too.
        const QJsonObject bid{{QStringLiteral("type"), QStringLiteral("bid")}, {QStringLiteral("player"), QStringLiteral("ann")},
                              {QStringLiteral("amount"), 4}};
        const QJsonObject bidRecord{{QStringLiteral("seq"), 2}, {QStringLiteral("kind"), QStringLiteral("action")}, {QStringLiteral("action"), bid}};
        QVERIFY(!SeatView::recordForTablet(bidRecord, {QStringLiteral("ann")}, state)[QStringLiteral("action")].toObject().contains(QStringLiteral("amount")));
        QCOMPARE(SeatView::recordForTablet(bidRecord, {QStringLiteral("ben")}, state)[QStringLiteral("action")].toObject(), bid);
    }

    // The host renders texts in each phone's language, card names included:
    // the German name is hidden from a German phone as the English one is.
    void aCardDealtIntoAnotherHandIsNotNamedInGerman()
    {
        const SessionState state = appDeck();
        const QJsonObject dealt = redSunDealtToTheThief(QStringLiteral("Rote Sonne geht an Dieb."));
        const QJsonObject event =
            SeatView::record(dealt, QStringLiteral("ann"), state, QStringLiteral("de"))[QStringLiteral("events")].toArray().at(0).toObject();
        QCOMPARE(event[QStringLiteral("text")].toString(), QStringLiteral("eine Karte geht an Dieb."));
    }

    void namesAndHandsComeInThePhonesLanguage()
    {
        SessionState state = appDeck();
        const QJsonObject german = SeatView::options(QJsonObject{}, QStringLiteral("cy"), state, QStringLiteral("de"));
        const QJsonObject english = SeatView::options(QJsonObject{}, QStringLiteral("cy"), state);
        const QJsonArray hands = german[QStringLiteral("hands")].toArray();
        QVERIFY(!hands.isEmpty());
        const QJsonArray cards = hands.at(0)[QStringLiteral("cards")].toArray();
        const QJsonArray englishCards = english[QStringLiteral("hands")].toArray().at(0)[QStringLiteral("cards")].toArray();
        QCOMPARE(cards.size(), englishCards.size());
        QVERIFY(!cards.isEmpty());
        int translatedNames = 0;
        for (qsizetype i = 0; i < cards.size(); ++i) {
            QCOMPARE(englishCards.at(i)[QStringLiteral("name")].toString(), cardName(englishCards.at(i)[QStringLiteral("id")].toString()));
            translatedNames += cards.at(i)[QStringLiteral("name")] != englishCards.at(i)[QStringLiteral("name")] ? 1 : 0;
        }
        QVERIFY2(translatedNames > 0, qPrintable(QString::fromUtf8(QJsonDocument(cards).toJson())));
        QCOMPARE(hands.at(0)[QStringLiteral("name")].toString(), QStringLiteral("Dieb"));
    }
};

QTEST_GUILESS_MAIN(TstSeatView)
#include "tst_seatview.moc"
