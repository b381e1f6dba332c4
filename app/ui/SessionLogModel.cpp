#include "SessionLogModel.h"

#include "LanguageChangeWatcher.h"
#include "text/PhraseText.h"

#include <QLocale>

using namespace Qt::Literals::StringLiterals;

namespace arbiter {

namespace {

QString kindLabel(RecordKind kind)
{
    switch (kind) {
    case RecordKind::Action:
        return SessionLogModel::tr("Action");
    case RecordKind::Undo:
        return SessionLogModel::tr("Undo");
    case RecordKind::Redo:
        return SessionLogModel::tr("Redo");
    }
    return {};
}

} // namespace

QString SessionLogModel::entryText(const LogEntry &entry) const
{
    QStringList texts = entry.storedTexts;
    if (!entry.texts.empty()) {
        texts.clear();
        for (const Phrase &text : entry.texts)
            texts << translated(text);
    }
    if (m_textFilter)
        for (qsizetype i = 0; i < texts.size(); ++i)
            texts[i] = m_textFilter(entry.events.value(i), texts.at(i));
    return texts.join(u" "_s);
}

SessionLogModel::SessionLogModel(QObject *parent)
    : QAbstractListModel(parent), m_languageWatcher(new LanguageChangeWatcher(this))
{
    connect(m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, [this] {
        if (count() > 0)
            Q_EMIT dataChanged(index(0), index(count() - 1), {KindLabelRole, TextRole, TimeRole, Qt::DisplayRole});
    });
}

int SessionLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant SessionLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LogEntry &entry = m_entries.at(m_entries.size() - 1 - static_cast<std::size_t>(index.row()));
    switch (role) {
    case SeqRole:
        return entry.seq;
    case KindRole:
        return recordKindName(entry.kind);
    case KindLabelRole:
        return kindLabel(entry.kind);
    case Qt::DisplayRole:
    case TextRole:
        return entryText(entry);
    case TimeRole: {
        const QDateTime local = entry.at.toLocalTime();
        return local.date() == QDate::currentDate() ? QLocale().toString(local.time(), QLocale::ShortFormat)
                                                    : QLocale().toString(local, QLocale::ShortFormat);
    }
    case UndoneRole:
        return entry.undone;
    default:
        return {};
    }
}

QHash<int, QByteArray> SessionLogModel::roleNames() const
{
    return {{SeqRole, "seq"},   {KindRole, "kind"}, {KindLabelRole, "kindLabel"},
            {TextRole, "text"}, {TimeRole, "time"}, {UndoneRole, "undone"}};
}

void SessionLogModel::setEntries(std::vector<LogEntry> chronological)
{
    const bool countChanges = chronological.size() != m_entries.size();
    beginResetModel();
    m_entries = std::move(chronological);
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

void SessionLogModel::append(LogEntry entry)
{
    beginInsertRows({}, 0, 0);
    m_entries.push_back(std::move(entry));
    endInsertRows();
    Q_EMIT countChanged();
}

void SessionLogModel::setTextFilter(TextFilter filter)
{
    m_textFilter = std::move(filter);
    if (count() > 0)
        Q_EMIT dataChanged(index(0), index(count() - 1), {TextRole, Qt::DisplayRole});
}

void SessionLogModel::markInForce(const std::set<qint64> &actionsInForce)
{
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        LogEntry &entry = m_entries[i];
        const bool undone = entry.kind == RecordKind::Action && !actionsInForce.contains(entry.seq);
        if (undone != entry.undone) {
            entry.undone = undone;
            const QModelIndex changed = index(rowOf(i));
            Q_EMIT dataChanged(changed, changed, {UndoneRole});
        }
    }
}

} // namespace arbiter
