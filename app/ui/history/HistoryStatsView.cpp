#include "HistoryStatsView.h"

#include "history/FigureNames.h"

#include "GameNames.h"
#include "SessionLibrary.h"
#include "history/HistoryCsv.h"
#include "history/HistoryStats.h"
#include "history/SessionHistory.h"
#include "text/PhraseText.h"

#include <QDate>
#include <QDir>
#include <QSaveFile>
#include <cmath>

namespace arbiter {

namespace {

std::optional<QDate> dayOf(const QString &text)
{
    if (text.trimmed().isEmpty())
        return std::nullopt;
    return QDate::fromString(text.trimmed(), Qt::ISODate);
}

bool validDay(const QString &text)
{
    const std::optional<QDate> day = dayOf(text);
    return !day || day->isValid();
}

int minutes(double m) { return static_cast<int>(std::lround(m)); }
double oneDecimal(double v) { return std::round(v * 10.0) / 10.0; }

} // namespace

HistoryStatsView::HistoryStatsView(QObject *parent)
    : QObject(parent),
      m_games(GadgetListModel::of<StatsGameRow>(this)),
      m_players(GadgetListModel::of<StatsPlayerRow>(this)),
      m_characters(GadgetListModel::of<StatsCharacterRow>(this))
{
    connect(this, &HistoryStatsView::libraryChanged, this, &HistoryStatsView::refresh);
}

void HistoryStatsView::setFilterField(QString &field, const QString &value)
{
    if (field == value)
        return;
    field = value;
    Q_EMIT filterChanged();
    refresh();
}

void HistoryStatsView::setGame(const QString &game) { setFilterField(m_game, game); }
void HistoryStatsView::setPlayer(const QString &player) { setFilterField(m_player, player); }
void HistoryStatsView::setFromDay(const QString &day) { setFilterField(m_fromDay, day); }
void HistoryStatsView::setToDay(const QString &day) { setFilterField(m_toDay, day); }

bool HistoryStatsView::filterValid() const { return validDay(m_fromDay) && validDay(m_toDay); }

void HistoryStatsView::refresh()
{
    SessionService *service = m_library ? m_library->service() : nullptr;
    if (!service || !filterValid())
        return;
    SessionStore &store = service->store();
    auto aliases = store.playerAliases();
    auto rows = store.results(ResultFilter{m_game, dayOf(m_fromDay), dayOf(m_toDay)});
    if (!aliases || !rows) {
        m_error = translated(!aliases ? aliases.error().message : rows.error().message);
        Q_EMIT statsChanged();
        return;
    }
    m_error.clear();
    const HistoryStats stats = statsOf(rows.value(), aliases.value(), m_player);
    m_plays = stats.plays;

    // Everyone and every game in the unfiltered rows of these days: the choices of the filter.
    const HistoryStats everyone = m_player.isEmpty() ? stats : statsOf(rows.value(), aliases.value());
    m_playerNames.clear();
    for (const PlayerStats &p : everyone.players)
        m_playerNames << p.name;
    m_playerNames.sort(Qt::CaseInsensitive);
    m_gameIds.clear();
    m_gameNames.clear();
    for (const GameDefinition &g : allGames()) {
        if (!g.rulesBuilt)
            continue;
        m_gameIds << g.id;
        m_gameNames << gameDisplayName(g.id);
    }

    QList<StatsGameRow> games;
    for (const GameStats &g : stats.games)
        games.append(StatsGameRow{g.game, gameDisplayName(g.game), g.plays, g.competitive, g.ties, g.cooperative.plays,
                                  g.cooperative.wins, percentOf(g.cooperative.winRate), minutes(g.averageMinutes),
                                  oneDecimal(g.averageRounds)});
    QList<StatsPlayerRow> players;
    QList<StatsCharacterRow> characters;
    FigureNames names(m_library && m_library->service() ? m_library->service()->content() : nullptr);
    for (const PlayerStats &p : stats.players) {
        if (!m_player.isEmpty() && p.name != countedName(m_player, aliases.value()))
            continue;
        players.append(StatsPlayerRow{p.name, p.plays, p.wins, p.competitive.plays, p.competitive.wins,
                                      percentOf(p.competitive.winRate), p.cooperative.plays, p.cooperative.wins,
                                      percentOf(p.cooperative.winRate), minutes(p.averageMinutes),
                                      oneDecimal(p.averageRounds), p.rival, p.rivalGames, p.nemesis, p.nemesisWins,
                                      p.luck.rolls, p.luck.rolls > 0 ? percentOf(p.luck.better) : -1});
        if (!m_player.isEmpty())
            for (const CharacterStats &c : p.characters)
                characters.append(StatsCharacterRow{gameDisplayName(c.game), c.character, names.localized(c.game, c.character), c.plays,
                                                    c.wins, percentOf(c.winRate)});
    }
    if (m_player.isEmpty())
        for (const GameStats &g : stats.games)
            for (const CharacterStats &c : g.characters)
                characters.append(StatsCharacterRow{gameDisplayName(c.game), c.character, names.localized(c.game, c.character), c.plays,
                                                    c.wins, percentOf(c.winRate)});
    m_games->setRows(games);
    m_players->setRows(players);
    m_characters->setRows(characters);
    Q_EMIT statsChanged();
}

bool HistoryStatsView::mergePlayer(const QString &alias, const QString &name)
{
    SessionService *service = m_library ? m_library->service() : nullptr;
    if (!service)
        return false;
    Status merged = service->store().mergePlayer(alias, name);
    if (!merged) {
        m_error = translated(merged.error().message);
        Q_EMIT statsChanged();
        return false;
    }
    refresh();
    return true;
}

void HistoryStatsView::rebuild()
{
    SessionService *service = m_library ? m_library->service() : nullptr;
    if (!service)
        return;
    SessionHistory history(*service);
    if (auto rebuilt = history.rebuildAll(); !rebuilt) {
        m_error = translated(rebuilt.error().message);
        Q_EMIT statsChanged();
        return;
    }
    refresh();
}

QString HistoryStatsView::saveCsv(const QString &folder)
{
    SessionService *service = m_library ? m_library->service() : nullptr;
    if (!service || !filterValid())
        return {};
    SessionStore &store = service->store();
    auto aliases = store.playerAliases();
    auto rows = store.results(ResultFilter{m_game, dayOf(m_fromDay), dayOf(m_toDay)}, true);
    if (!aliases || !rows) {
        m_error = translated(!aliases ? aliases.error().message : rows.error().message);
        Q_EMIT statsChanged();
        return {};
    }
    std::vector<SessionResult> kept;
    const QString wanted = countedName(m_player, aliases.value());
    for (SessionResult &r : rows.value())
        if (m_player.isEmpty() || std::any_of(r.players.begin(), r.players.end(), [&](const ResultPlayer &p) {
                return countedName(p.name, aliases.value()) == wanted;
            }))
            kept.push_back(std::move(r));
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    QDir().mkpath(folder);
    const QString plays = QDir(folder).filePath(QStringLiteral("arbiter-plays-%1.csv").arg(stamp));
    const QString figures = QDir(folder).filePath(QStringLiteral("arbiter-figures-%1.csv").arg(stamp));
    for (const auto &[path, text] : {std::pair{plays, playsCsv(kept, aliases.value())},
                                     std::pair{figures, figuresCsv(kept, aliases.value())}}) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
            m_error = file.errorString();
            Q_EMIT statsChanged();
            return {};
        }
    }
    m_savedPath = plays;
    m_error.clear();
    Q_EMIT statsChanged();
    return plays;
}

} // namespace arbiter
