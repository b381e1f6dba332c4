#include "ActiveSession.h"

#include "AppContext.h"
#include "EntityListModel.h"
#include "GameNames.h"
#include "games/GameScreens.h"
#include "LanguageChangeWatcher.h"
#include "RollHistoryModel.h"
#include "SessionLibrary.h"
#include "SessionListModel.h"
#include "SessionLogModel.h"
#include "session/SessionService.h"
#include "content/ContentText.h"
#include "table/SeatView.h"
#include "text/PhraseText.h"
#include "CounterLabels.h"

#include <QJSEngine>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

std::optional<int> wholeNumber(const QString &typed)
{
    QString text = typed.trimmed();
    text.replace(QChar(0x2212), u'-'); // the typographic minus some keyboards offer
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

RuleError notANumber()
{
    return RuleError::badRequest(u"input.not_a_number"_s,
                                 phrase(QT_TRANSLATE_NOOP("Engine", "Type a whole number, such as 7 or -2.")));
}

RuleError noDatabase()
{
    return RuleError::storage(u"storage.unavailable"_s,
                              phrase(QT_TRANSLATE_NOOP("Engine", "No database is open; choose one in the settings.")));
}

RuleError noSession()
{
    return RuleError::notFound(u"session.none_open"_s, phrase(QT_TRANSLATE_NOOP("Engine", "No session is open.")));
}

QJsonObject counterAction(const QString &type, const QString &entityId, const QString &counter, const QString &field,
                          int amount)
{
    return {{u"type"_s, type}, {u"entity"_s, entityId}, {u"counter"_s, counter}, {field, amount}};
}

} // namespace

ActiveSession::ActiveSession(SessionLibrary &library, QObject *parent)
    : QObject(parent),
      m_library(library),
      m_entities(new EntityListModel(this)),
      m_log(new SessionLogModel(this)),
      m_rolls(new RollHistoryModel(this))
{
    auto *languageWatcher = new LanguageChangeWatcher(this);
    connect(languageWatcher, &LanguageChangeWatcher::languageChanged, this, [this] {
        Q_EMIT gameNameChanged();
        Q_EMIT errorChanged();
        // Every screen rebuilds its views, which carry content-pack texts in
        // the new language as well as the last events.
        if (isOpen())
            Q_EMIT stateChanged();
    });
    connect(&library, &SessionLibrary::databaseChanged, this, &ActiveSession::close);
    connect(&library, &SessionLibrary::sessionRemoved, this, [this](qint64 id) {
        if (id == m_sessionId)
            close();
    });
    // Another process appended: re-read the open session and redraw. The
    // shown log has one row per record, so its length is the last seq shown.
    connect(&library, &SessionLibrary::changedElsewhere, this, [this] {
        SessionService *service = m_library.service();
        if (!isOpen() || !service)
            return;
        auto log = service->open(m_sessionId);
        if (!log) {
            if (log.error().kind == ErrorKind::NotFound)
                close();
            else
                fail(log.error());
            return;
        }
        if (log.value()->nextSeq() - 1 == m_log->rowCount())
            return;
        auto records = service->store().records(m_sessionId);
        if (!records) {
            fail(records.error());
            return;
        }
        if (const GameDefinition *game = findGame(m_game))
            m_log->setEntries(replayForDisplay(*game, log.value()->initial(), records.value()));
        m_lastEvents.clear();
        m_lastEventFields.clear();
        show(*log.value());
    });
}

ActiveSession::~ActiveSession() = default;

ActiveSession *ActiveSession::create(QQmlEngine *engine, QJSEngine *)
{
    ActiveSession *session = AppContext::of(engine)->activeSession();
    QJSEngine::setObjectOwnership(session, QJSEngine::CppOwnership);
    return session;
}

QString ActiveSession::gameName() const
{
    return m_game.isEmpty() ? QString() : gameDisplayName(m_game);
}

bool ActiveSession::hasGameTable() const
{
    const GameScreens *screens = gameScreensFor(m_game);
    return screens && !screens->table.isEmpty();
}

QJsonObject ActiveSession::gameData() const
{
    return m_state ? m_state->data : QJsonObject();
}

QStringList ActiveSession::lastEvents() const
{
    QStringList texts;
    for (std::size_t i = 0; i < m_lastEvents.size(); ++i)
        texts << shownText(m_lastEventFields.value(static_cast<qsizetype>(i)), translated(m_lastEvents[i]));
    return texts;
}

QString ActiveSession::shownText(const QJsonObject &event, const QString &text) const
{
    if (m_phoneSeats.isEmpty() || !m_state)
        return text;
    QJsonObject shown = event;
    shown.insert(u"text"_s, text);
    return SeatView::eventForTablet(shown, m_phoneSeats, *m_state, content_text::currentLanguage()).value(u"text"_s).toString();
}

void ActiveSession::setPhoneSeats(const QStringList &seats)
{
    QStringList sorted = seats;
    sorted.removeDuplicates();
    sorted.sort();
    if (sorted == m_phoneSeats)
        return;
    m_phoneSeats = sorted;
    if (m_phoneSeats.isEmpty())
        m_log->setTextFilter(nullptr);
    else
        m_log->setTextFilter([this](const QJsonObject &event, const QString &text) { return shownText(event, text); });
    Q_EMIT phoneSeatsChanged();
    // lastEvents is told with the state.
    Q_EMIT stateChanged();
}

QString ActiveSession::error() const
{
    return m_error ? translated(m_error->message) : QString();
}

QList<int> ActiveSession::errorHexList() const
{
    const std::optional<Hex> h = errorHex();
    return h ? QList<int>{h->q, h->r} : QList<int>{};
}

QString ActiveSession::errorRule() const
{
    return m_error ? m_error->rule : QString();
}

void ActiveSession::fail(const RuleError &error)
{
    m_error = error;
    Q_EMIT errorChanged();
}

void ActiveSession::clearError()
{
    if (!m_error)
        return;
    m_error.reset();
    Q_EMIT errorChanged();
}

bool ActiveSession::open(qint64 id)
{
    SessionService *service = m_library.service();
    if (!service) {
        fail(noDatabase());
        return false;
    }
    auto log = service->open(id);
    if (!log) {
        fail(log.error());
        return false;
    }
    auto summary = service->store().session(id);
    if (!summary) {
        fail(summary.error());
        return false;
    }
    auto records = service->store().records(id);
    if (!records) {
        fail(records.error());
        return false;
    }
    const GameDefinition *game = findGame(summary->game);
    if (game)
        m_log->setEntries(replayForDisplay(*game, log.value()->initial(), records.value()));
    else
        m_log->setEntries({});
    m_sessionId = id;
    m_game = summary->game;
    m_title = summary->title;
    m_players = playerNames(summary->players);
    // A different session's rolls are not a continuation of these.
    m_rolls->setRolls({});
    m_lastEvents.clear();
    m_lastEventFields.clear();
    show(*log.value());
    m_error.reset();
    Q_EMIT openChanged();
    Q_EMIT gameNameChanged();
    Q_EMIT errorChanged();
    return true;
}

void ActiveSession::close()
{
    if (!isOpen())
        return;
    m_sessionId = 0;
    m_game.clear();
    m_title.clear();
    m_players.clear();
    m_notes.clear();
    m_state.reset();
    m_options.reset();
    m_lastEvents.clear();
    m_lastEventFields.clear();
    m_canUndo = m_canRedo = false;
    m_entities->setEntities({}, {});
    m_rolls->setRolls({});
    m_log->setEntries({});
    m_error.reset();
    Q_EMIT openChanged();
    Q_EMIT gameNameChanged();
    Q_EMIT stateChanged();
    Q_EMIT errorChanged();
}

const GameOptions *ActiveSession::options() const
{
    if (!m_state)
        return nullptr;
    if (!m_options) {
        const GameDefinition *game = findGame(m_state->game);
        if (!game || !game->options)
            return nullptr;
        m_options = game->options(*m_state);
    }
    return &*m_options;
}

void ActiveSession::show(const SessionLog &log)
{
    const SessionState &state = log.state();
    if (!m_state || m_state->game != state.game || m_state->data != state.data)
        ++m_gameDataRevision;
    m_state = state;
    m_options.reset();
    m_entities->setEntities(state.game, state.entities);
    m_rolls->setRolls(state.rolls);
    m_notes.clear();
    for (const QString &note : state.notes)
        m_notes << note;
    std::set<qint64> inForce;
    for (const Record *record : log.effectiveRecords())
        inForce.insert(record->seq);
    m_log->markInForce(inForce);
    m_canUndo = log.canUndo();
    m_canRedo = log.canRedo();
    Q_EMIT stateChanged();
}

bool ActiveSession::commit(const Result<Applied> &outcome, RecordKind kind)
{
    if (!outcome) {
        fail(outcome.error());
        return false;
    }
    const LogEntry entry = logEntryFor(outcome->seq, kind, outcome->events, QDateTime::currentDateTimeUtc());
    m_lastEvents = entry.texts;
    m_lastEventFields = entry.events;
    auto log = m_library.service()->open(m_sessionId);
    // Another process appended first: the shown log lacks its records.
    const bool othersWroteFirst = outcome->seq != m_log->rowCount() + 1;
    auto records = othersWroteFirst && log ? m_library.service()->store().records(m_sessionId)
                                           : Result<std::vector<StoredRecord>>(std::vector<StoredRecord>{});
    const GameDefinition *game = findGame(m_game);
    if (othersWroteFirst && log && records && game)
        m_log->setEntries(replayForDisplay(*game, log.value()->initial(), records.value()));
    else
        m_log->append(entry);
    if (log)
        show(*log.value());
    // The action is stored; only keeping what it taught the pack failed.
    if (outcome->packNotKept)
        fail(*outcome->packNotKept);
    else
        clearError();
    Q_EMIT modified();
    return true;
}

bool ActiveSession::applyAction(const QJsonObject &action)
{
    if (!isOpen()) {
        fail(noSession());
        return false;
    }
    SessionService *service = m_library.service();
    if (!service) {
        fail(noDatabase());
        return false;
    }
    return commit(service->apply(m_sessionId, action), RecordKind::Action);
}

bool ActiveSession::apply(const QJsonObject &action)
{
    return applyAction(action);
}

QString ActiveSession::counterLabel(const QString &counter) const
{
    return arbiter::counterLabel(m_game, counter);
}

bool ActiveSession::adjustCounter(const QString &entityId, const QString &counter, int delta)
{
    return applyAction(counterAction(u"counter.adjust"_s, entityId, counter, u"delta"_s, delta));
}

QVariant ActiveSession::counterValue(const QString &entityId, const QString &counter) const
{
    const Entity *entity = m_state ? m_state->entity(entityId) : nullptr;
    const std::optional<int> value = entity ? entity->counter(counter) : std::nullopt;
    return value ? QVariant(*value) : QVariant();
}

QVariant ActiveSession::counterRange(const QString &entityId, const QString &counter) const
{
    const GameDefinition *game = findGame(m_game);
    const std::optional<CounterRange> range = game && m_state ? arbiter::counterRange(*game, *m_state, entityId, counter)
                                                              : std::nullopt;
    if (!range)
        return {};
    return QVariantMap{{u"min"_s, range->min}, {u"max"_s, range->max}};
}

bool ActiveSession::setCounter(const QString &entityId, const QString &counter, const QString &typedValue)
{
    const std::optional<int> value = wholeNumber(typedValue);
    if (!value) {
        fail(notANumber());
        return false;
    }
    return applyAction(counterAction(u"counter.set"_s, entityId, counter, u"value"_s, *value));
}

bool ActiveSession::addCounter(const QString &entityId, const QString &counter, const QString &typedValue)
{
    const std::optional<int> value = wholeNumber(typedValue.trimmed().isEmpty() ? u"0"_s : typedValue);
    if (!value) {
        fail(notANumber());
        return false;
    }
    const QString name = counter.trimmed();
    if (isOpen()) {
        if (auto log = m_library.service()->open(m_sessionId)) {
            const Entity *entity = log.value()->state().entity(entityId);
            if (entity && entity->counter(name)) {
                fail(RuleError::invalid(u"counter.exists"_s, u"core.counters"_s,
                                        phrase(QT_TRANSLATE_NOOP("Engine", "%1 already has a counter called %2."), entity->name,
                                               name)));
                return false;
            }
        }
    }
    return applyAction(counterAction(u"counter.set"_s, entityId, name, u"value"_s, *value));
}

bool ActiveSession::addNote(const QString &text)
{
    return applyAction({{u"type"_s, u"note"_s}, {u"text"_s, text}});
}

bool ActiveSession::undo()
{
    if (!isOpen() || !m_library.service()) {
        fail(isOpen() ? noDatabase() : noSession());
        return false;
    }
    return commit(m_library.service()->undo(m_sessionId), RecordKind::Undo);
}

bool ActiveSession::redo()
{
    if (!isOpen() || !m_library.service()) {
        fail(isOpen() ? noDatabase() : noSession());
        return false;
    }
    return commit(m_library.service()->redo(m_sessionId), RecordKind::Redo);
}

Result<RollEntry> ActiveSession::rollDice(const QString &notation, const std::vector<int> &faces,
                                          const QString &purpose)
{
    if (!isOpen())
        return noSession();
    SessionService *service = m_library.service();
    if (!service)
        return noDatabase();
    QJsonObject action{{u"type"_s, u"dice.roll"_s}, {u"dice"_s, notation}};
    if (!faces.empty()) {
        QJsonArray shown;
        for (int face : faces)
            shown.append(face);
        action.insert(u"faces"_s, shown);
    }
    if (!purpose.isEmpty())
        action.insert(u"purpose"_s, purpose);
    auto outcome = service->apply(m_sessionId, action);
    if (!outcome)
        return outcome.error();
    const RollEntry roll = outcome->state->rolls.back();
    commit(outcome, RecordKind::Action);
    return roll;
}

} // namespace arbiter
