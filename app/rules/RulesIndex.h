#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace arbiter {

struct RuleEntry {
    QString id; // stable: refusals and calculator steps point at it
    QString game; // "general" or a game id
    QString section;
    QString title;
    QStringList keywords;
    QString text;
    // Words only the search sees: the English title and keywords of an entry
    // read in another language.
    QStringList searchWords;
};

struct RuleHit {
    QString id;
    QString game;
    QString section;
    QString title;
    QString snippet;
};

// Full-text search over the rules reference (resources/rules/*.json), held in
// an in-memory SQLite FTS5 table built at start-up. Prefix matching on every
// word, best match first (bm25, titles weighing most).
class RulesIndex {
public:
    // Loads the shipped reference from the application's resources.
    RulesIndex();
    // Loads the given JSON files instead (tests, broken-content checks).
    explicit RulesIndex(const QStringList &files);
    // The files in `language`: each entry takes its title, section, keywords
    // and text from <dir>/<language>/<file> when that file has the entry
    // (same id), and stays English otherwise. Its English title and keywords
    // stay searchable. The CLI keeps the English reference.
    RulesIndex(const QStringList &files, const QString &language);
    ~RulesIndex();
    RulesIndex(const RulesIndex &) = delete;
    RulesIndex &operator=(const RulesIndex &) = delete;

    // Files or entries that could not be read, one sentence each. Whatever
    // else loaded is still searchable.
    [[nodiscard]] const QStringList &problems() const { return m_problems; }
    [[nodiscard]] int size() const { return static_cast<int>(m_entries.size()); }
    [[nodiscard]] QStringList games() const;

    // `game` empty = every game. Marks wrap the matched words in the snippet.
    [[nodiscard]] std::vector<RuleHit> search(const QString &query, const QString &game = {}, int limit = 20,
                                              const QString &markOpen = {}, const QString &markClose = {}) const;
    [[nodiscard]] std::optional<RuleEntry> entry(const QString &id) const;
    [[nodiscard]] std::vector<RuleEntry> entries(const QString &game = {}) const; // in file order

    static QStringList shippedFiles();

private:
    void load(const QStringList &files);
    void loadFile(const QString &file);
    void translate(RuleEntry &entry, const QJsonObject &translated) const;
    void buildIndex();
    [[nodiscard]] std::vector<RuleHit> runQuery(const QString &match, const QString &words, const QString &game,
                                                int limit, const QString &markOpen, const QString &markClose) const;

    QString m_connection;
    QString m_language = QStringLiteral("en");
    std::vector<RuleEntry> m_entries;
    QStringList m_problems;
};

} // namespace arbiter
