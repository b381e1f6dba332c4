#pragma once

#include "ActiveSession.h"
#include "DieFaceModel.h"
#include "RollHistoryModel.h"
#include "core/dice.h"
#include "core/rng.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace arbiter {

class LanguageChangeWatcher;
struct RollEntry;

// The dice tray: checks the notation as it is typed, rolls it (through the
// open session when there is one, so the roll is logged; else with the
// tray's own generator), or records what real dice showed, die by die.
class DiceTray : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::ActiveSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString notation READ notation WRITE setNotation NOTIFY notationChanged)
    Q_PROPERTY(bool notationValid READ notationValid NOTIFY notationChanged)
    Q_PROPERTY(QString notationError READ notationError NOTIFY notationChanged)
    Q_PROPERTY(QList<int> physicalDice READ physicalDice NOTIFY notationChanged)
    Q_PROPERTY(bool physicalEntryPossible READ physicalEntryPossible NOTIFY notationChanged)
    Q_PROPERTY(QString physicalEntryProblem READ physicalEntryProblem NOTIFY notationChanged)
    Q_PROPERTY(bool physicalMode READ physicalMode WRITE setPhysicalMode NOTIFY physicalModeChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(int total READ total NOTIFY resultChanged)
    Q_PROPERTY(QString resultNotation READ resultNotation NOTIFY resultChanged)
    Q_PROPERTY(bool resultPhysical READ resultPhysical NOTIFY resultChanged)
    Q_PROPERTY(arbiter::DieFaceModel *faces READ faces CONSTANT)
    Q_PROPERTY(QString entryError READ entryError NOTIFY entryErrorChanged)
    Q_PROPERTY(arbiter::RollHistoryModel *history READ history NOTIFY historyChanged)
    Q_PROPERTY(bool inSession READ inSession NOTIFY historyChanged)

public:
    // More dice than this are rolled by the app rather than typed one by one.
    static constexpr int kMaxPhysicalDice = 24;

    explicit DiceTray(QObject *parent = nullptr);
    ~DiceTray() override;

    [[nodiscard]] ActiveSession *session() const { return m_session; }
    void setSession(ActiveSession *session);
    [[nodiscard]] QString notation() const { return m_notation; }
    void setNotation(const QString &notation);
    [[nodiscard]] bool notationValid() const { return m_expression.has_value(); }
    [[nodiscard]] QString notationError() const;
    [[nodiscard]] QList<int> physicalDice() const;
    [[nodiscard]] bool physicalEntryPossible() const;
    [[nodiscard]] QString physicalEntryProblem() const;
    [[nodiscard]] bool physicalMode() const { return m_physicalMode; }
    void setPhysicalMode(bool physical);
    [[nodiscard]] bool hasResult() const { return m_hasResult; }
    [[nodiscard]] int total() const { return m_total; }
    [[nodiscard]] QString resultNotation() const { return m_resultNotation; }
    [[nodiscard]] bool resultPhysical() const { return m_resultPhysical; }
    [[nodiscard]] DieFaceModel *faces() const { return m_faces; }
    [[nodiscard]] QString entryError() const;
    [[nodiscard]] RollHistoryModel *history() const;
    [[nodiscard]] bool inSession() const;

    // Rolls the current notation with virtual dice.
    Q_INVOKABLE bool roll();
    // A quick button: takes its notation and, with virtual dice, rolls it.
    Q_INVOKABLE bool quickRoll(const QString &notation);
    // What each real die showed, as typed into its field (one per die, in
    // the notation's order). Refused faces leave everything as it was.
    Q_INVOKABLE bool enterFaces(const QStringList &typedFaces);

Q_SIGNALS:
    void sessionChanged();
    void notationChanged();
    void physicalModeChanged();
    void resultChanged();
    void entryErrorChanged();
    void historyChanged();

private:
    bool record(const std::optional<std::vector<int>> &faces);
    void show(const RollEntry &roll);
    void setEntryError(std::optional<RuleError> error);

    QPointer<ActiveSession> m_session;
    QString m_notation;
    std::optional<DiceExpression> m_expression;
    std::optional<RuleError> m_notationError;
    bool m_physicalMode = false;
    bool m_hasResult = false;
    int m_total = 0;
    QString m_resultNotation;
    bool m_resultPhysical = false;
    DieFaceModel *m_faces;
    RollHistoryModel *m_ownHistory;
    LanguageChangeWatcher *m_languageWatcher;
    std::optional<RuleError> m_entryError;
    Rng m_rng;
};

} // namespace arbiter
