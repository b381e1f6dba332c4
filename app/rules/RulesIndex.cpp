#include "RulesIndex.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <set>

namespace arbiter {

namespace {

constexpr int kMaxLimit = 100;
constexpr int kMaxQueryWords = 12;

QString connectionName()
{
    return QStringLiteral("rules-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// The query's words in lower case; punctuation only separates them.
// The translated entries of `file` by id: <dir>/<language>/<name>, if any.
QHash<QString, QJsonObject> translatedEntries(const QString &file, const QString &language)
{
    QHash<QString, QJsonObject> byId;
    const QFileInfo english(file);
    QFile f(english.dir().filePath(language + QLatin1Char('/') + english.fileName()));
    if (!f.open(QIODevice::ReadOnly))
        return byId;
    const QJsonArray entries = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("entries")).toArray();
    for (const QJsonValue &entry : entries) {
        const QJsonObject o = entry.toObject();
        byId.insert(o.value(QStringLiteral("id")).toString(), o);
    }
    return byId;
}

QStringList queryWords(const QString &query)
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}]+"));
    QStringList words;
    auto it = word.globalMatch(query);
    while (it.hasNext() && words.size() < kMaxQueryWords)
        words << it.next().captured(0).toLower();
    return words;
}

// Each word becomes a quoted FTS5 prefix term, so no character of the query
// is ever read as FTS syntax.
QStringList prefixTerms(const QStringList &words)
{
    QStringList terms;
    for (const QString &w : words)
        terms << QLatin1Char('"') + w + QStringLiteral("\"*");
    return terms;
}

} // namespace

RulesIndex::RulesIndex() : m_connection(connectionName())
{
    load(shippedFiles());
}

RulesIndex::RulesIndex(const QStringList &files) : m_connection(connectionName())
{
    load(files);
}

RulesIndex::RulesIndex(const QStringList &files, const QString &language)
    : m_connection(connectionName()), m_language(language)
{
    load(files);
}

RulesIndex::~RulesIndex()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QStringList RulesIndex::shippedFiles()
{
    QStringList files;
    const QDir dir(QStringLiteral(":/arbiter/rules"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

void RulesIndex::load(const QStringList &files)
{
    for (const QString &file : files)
        loadFile(file);
    buildIndex();
}

void RulesIndex::loadFile(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        m_problems << QStringLiteral("%1 could not be opened: %2").arg(file, f.errorString());
        return;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        m_problems << QStringLiteral("%1 is not valid JSON (%2 at offset %3); its entries were skipped.")
                          .arg(file, error.errorString())
                          .arg(error.offset);
        return;
    }
    const QJsonObject root = doc.object();
    const QString game = root.value(QStringLiteral("game")).toString();
    if (game.isEmpty()) {
        m_problems << QStringLiteral("%1 does not name its game; its entries were skipped.").arg(file);
        return;
    }
    const QHash<QString, QJsonObject> translated = m_language == QLatin1String("en")
        ? QHash<QString, QJsonObject>()
        : translatedEntries(file, m_language);
    std::set<QString> known;
    for (const RuleEntry &e : m_entries)
        known.insert(e.id);
    const QJsonArray entries = root.value(QStringLiteral("entries")).toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject o = entries.at(i).toObject();
        RuleEntry e;
        e.id = o.value(QStringLiteral("id")).toString();
        e.game = game;
        e.section = o.value(QStringLiteral("section")).toString();
        e.title = o.value(QStringLiteral("title")).toString();
        e.text = o.value(QStringLiteral("text")).toString();
        for (const QJsonValue &k : o.value(QStringLiteral("keywords")).toArray())
            e.keywords << k.toString();
        if (e.id.isEmpty() || e.title.isEmpty() || e.text.isEmpty()) {
            m_problems << QStringLiteral("Entry %1 of %2 lacks an id, a title or a text; it was skipped.")
                              .arg(i)
                              .arg(file);
            continue;
        }
        if (!known.insert(e.id).second) {
            m_problems << QStringLiteral("The id %1 in %2 is used twice; the second was skipped.").arg(e.id, file);
            continue;
        }
        if (const auto it = translated.constFind(e.id); it != translated.cend())
            translate(e, it.value());
        m_entries.push_back(std::move(e));
    }
}

void RulesIndex::translate(RuleEntry &entry, const QJsonObject &translated) const
{
    const QString title = translated.value(QStringLiteral("title")).toString().trimmed();
    const QString section = translated.value(QStringLiteral("section")).toString().trimmed();
    const QString text = translated.value(QStringLiteral("text")).toString().trimmed();
    QStringList keywords;
    for (const QJsonValue &k : translated.value(QStringLiteral("keywords")).toArray())
        keywords << k.toString();
    // A player may still search with the English word the box or a
    // refusal used.
    entry.searchWords << entry.title.toLower() << entry.keywords;
    if (!title.isEmpty())
        entry.title = title;
    if (!section.isEmpty())
        entry.section = section;
    if (!text.isEmpty())
        entry.text = text;
    entry.keywords = keywords;
}

void RulesIndex::buildIndex()
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(QStringLiteral(":memory:"));
    if (!db.open()) {
        m_problems << QStringLiteral("The rules index could not be created: %1").arg(db.lastError().text());
        return;
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("CREATE VIRTUAL TABLE entries USING fts5("
                               "id UNINDEXED, game UNINDEXED, title, keywords, body, "
                               "tokenize = 'unicode61 remove_diacritics 2')"))) {
        m_problems << QStringLiteral("The rules index could not be created: %1").arg(q.lastError().text());
        return;
    }
    db.transaction();
    q.prepare(QStringLiteral("INSERT INTO entries(id, game, title, keywords, body) VALUES (?, ?, ?, ?, ?)"));
    for (const RuleEntry &e : m_entries) {
        q.addBindValue(e.id);
        q.addBindValue(e.game);
        q.addBindValue(e.title);
        q.addBindValue((e.keywords + e.searchWords).join(QLatin1Char(' ')));
        q.addBindValue(QString(e.text).remove(QStringLiteral("**")));
        q.exec();
    }
    db.commit();
}

QStringList RulesIndex::games() const
{
    QStringList out;
    for (const RuleEntry &e : m_entries)
        if (!out.contains(e.game))
            out << e.game;
    return out;
}

std::vector<RuleHit> RulesIndex::search(const QString &query, const QString &game, int limit, const QString &markOpen,
                                        const QString &markClose) const
{
    const QStringList words = queryWords(query);
    if (words.isEmpty())
        return {};
    const QStringList terms = prefixTerms(words);
    limit = std::clamp(limit, 1, kMaxLimit);
    // Every word must match; when that finds nothing, any word will do.
    const QString phrase = words.join(QLatin1Char(' '));
    auto hits = runQuery(terms.join(QLatin1Char(' ')), phrase, game, limit, markOpen, markClose);
    if (hits.empty() && terms.size() > 1)
        hits = runQuery(terms.join(QStringLiteral(" OR ")), phrase, game, limit, markOpen, markClose);
    return hits;
}

std::vector<RuleHit> RulesIndex::runQuery(const QString &match, const QString &words, const QString &game,
                                          int limit, const QString &markOpen, const QString &markClose) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, game, title, snippet(entries, 4, ?, ?, '…', 14) FROM entries "
                             "WHERE entries MATCH ? AND (? = '' OR game = ?) "
                             // A title that is the query, or starts with it, is
                             // what the player is looking for: "push" opens Push.
                             "ORDER BY CASE WHEN lower(title) = ? THEN 0 "
                             "WHEN lower(title) LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, "
                             "bm25(entries, 0.0, 0.0, 10.0, 5.0, 1.0) LIMIT ?"));
    // A null QString binds as SQL NULL, which would make "? = ''" unknown.
    const auto text = [](const QString &s) { return s.isNull() ? QStringLiteral("") : s; };
    q.addBindValue(text(markOpen));
    q.addBindValue(text(markClose));
    q.addBindValue(match);
    q.addBindValue(text(game));
    q.addBindValue(text(game));
    q.addBindValue(text(words));
    QString prefix = words;
    prefix.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('%'), QStringLiteral("\\%")).replace(QLatin1Char('_'), QStringLiteral("\\_"));
    q.addBindValue(prefix + QLatin1Char('%'));
    q.addBindValue(limit);
    std::vector<RuleHit> hits;
    if (!q.exec())
        return hits;
    while (q.next()) {
        RuleHit hit{q.value(0).toString(), q.value(1).toString(), {}, q.value(2).toString(), q.value(3).toString()};
        if (auto e = entry(hit.id))
            hit.section = e->section;
        hits.push_back(std::move(hit));
    }
    return hits;
}

std::optional<RuleEntry> RulesIndex::entry(const QString &id) const
{
    for (const RuleEntry &e : m_entries)
        if (e.id == id)
            return e;
    return std::nullopt;
}

std::vector<RuleEntry> RulesIndex::entries(const QString &game) const
{
    std::vector<RuleEntry> out;
    for (const RuleEntry &e : m_entries)
        if (game.isEmpty() || e.game == game)
            out.push_back(e);
    return out;
}

} // namespace arbiter
