#pragma once

#include "HistoryRows.h"
#include "typed/GadgetListModel.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

class SessionLibrary;

// The across-sessions page: per game and per player, plays, wins and win
// rates (competitive and co-op apart), average length, results per
// champion, hero, Legend or character, rival and nemesis, dice luck; from
// the history rows only (HistoryStats), filtered by game, player and days.
class HistoryStatsView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::SessionLibrary *library MEMBER m_library NOTIFY libraryChanged)
    // The filter: a game id, a player's name and the first and last day
    // (YYYY-MM-DD); empty takes all.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY filterChanged)
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY filterChanged)
    Q_PROPERTY(QString fromDay READ fromDay WRITE setFromDay NOTIFY filterChanged)
    Q_PROPERTY(QString toDay READ toDay WRITE setToDay NOTIFY filterChanged)
    Q_PROPERTY(bool filterValid READ filterValid NOTIFY filterChanged)
    // What the filter found; changes together.
    Q_PROPERTY(int plays READ plays NOTIFY statsChanged)
    Q_PROPERTY(QString error READ error NOTIFY statsChanged)
    Q_PROPERTY(QString savedPath READ savedPath NOTIFY statsChanged)
    Q_PROPERTY(QStringList gameIds READ gameIds NOTIFY statsChanged)
    Q_PROPERTY(QStringList gameNames READ gameNames NOTIFY statsChanged)
    Q_PROPERTY(QStringList playerNames READ playerNames NOTIFY statsChanged)
    Q_PROPERTY(arbiter::GadgetListModel *games READ games CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *players READ players CONSTANT)
    Q_PROPERTY(arbiter::GadgetListModel *characters READ characters CONSTANT)

public:
    explicit HistoryStatsView(QObject *parent = nullptr);

    [[nodiscard]] QString game() const { return m_game; }
    void setGame(const QString &game);
    [[nodiscard]] QString player() const { return m_player; }
    void setPlayer(const QString &player);
    [[nodiscard]] QString fromDay() const { return m_fromDay; }
    void setFromDay(const QString &day);
    [[nodiscard]] QString toDay() const { return m_toDay; }
    void setToDay(const QString &day);
    [[nodiscard]] bool filterValid() const;
    [[nodiscard]] int plays() const { return m_plays; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QString savedPath() const { return m_savedPath; }
    [[nodiscard]] QStringList gameIds() const { return m_gameIds; }
    [[nodiscard]] QStringList gameNames() const { return m_gameNames; }
    [[nodiscard]] QStringList playerNames() const { return m_playerNames; }
    [[nodiscard]] GadgetListModel *games() const { return m_games; }
    [[nodiscard]] GadgetListModel *players() const { return m_players; }
    [[nodiscard]] GadgetListModel *characters() const { return m_characters; }

    Q_INVOKABLE void refresh();
    // Counts `alias` as `name` from now on (the history.players.merge op).
    Q_INVOKABLE bool mergePlayer(const QString &alias, const QString &name);
    // Rows for finished sessions that have none yet (the history.rebuild op).
    Q_INVOKABLE void rebuild();
    // The plays and the figures of the filter's sessions as two CSV files in
    // `folder` (the history.*.csv ops); the plays file's path, empty on failure.
    Q_INVOKABLE QString saveCsv(const QString &folder);

Q_SIGNALS:
    void libraryChanged();
    void filterChanged();
    void statsChanged();

private:
    void setFilterField(QString &field, const QString &value);

    QPointer<SessionLibrary> m_library;
    QString m_game;
    QString m_player;
    QString m_fromDay;
    QString m_toDay;
    int m_plays = 0;
    QString m_error;
    QString m_savedPath;
    QStringList m_gameIds;
    QStringList m_gameNames;
    QStringList m_playerNames;
    GadgetListModel *m_games;
    GadgetListModel *m_players;
    GadgetListModel *m_characters;
};

} // namespace arbiter
