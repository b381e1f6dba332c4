#pragma once

#include "core/dice.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <vector>

namespace arbiter {

class LanguageChangeWatcher;

// The exact distribution of a notation, one row per possible total, for the
// odds chart: each probability as a fraction in lowest terms and as a
// percentage, computed by the engine.
class OddsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString notation READ notation WRITE setNotation NOTIFY notationChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY distributionChanged)
    Q_PROPERTY(QString error READ error NOTIFY distributionChanged)
    Q_PROPERTY(int minimum READ minimum NOTIFY distributionChanged)
    Q_PROPERTY(int maximum READ maximum NOTIFY distributionChanged)
    Q_PROPERTY(QString meanText READ meanText NOTIFY distributionChanged)
    Q_PROPERTY(int outcomeCount READ outcomeCount NOTIFY distributionChanged)
    Q_PROPERTY(bool chartable READ chartable NOTIFY distributionChanged)
    Q_PROPERTY(int peakRow READ peakRow NOTIFY distributionChanged)
    // The bar someone pointed at; the most likely total until then.
    Q_PROPERTY(int pickedRow READ pickedRow WRITE setPickedRow NOTIFY pickedRowChanged)
    Q_PROPERTY(QString pickedText READ pickedText NOTIFY pickedRowChanged)
    Q_PROPERTY(int count READ count NOTIFY distributionChanged)

public:
    enum Role {
        ValueRole = Qt::UserRole + 1,
        ProbabilityRole, // double, for drawing
        FractionRole, // "1/6", exact
        PercentRole, // "16.67 %", in the current locale
        RelativeHeightRole, // probability / the highest probability, 0..1
    };
    Q_ENUM(Role)

    // Beyond this many totals a bar chart is unreadable; the summary stays.
    static constexpr int kMaxBars = 400;

    explicit OddsModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QString notation() const { return m_notation; }
    void setNotation(const QString &notation);
    [[nodiscard]] bool valid() const { return m_distribution.has_value(); }
    [[nodiscard]] QString error() const;
    [[nodiscard]] int minimum() const { return m_distribution ? m_distribution->min : 0; }
    [[nodiscard]] int maximum() const { return m_distribution ? m_distribution->max : 0; }
    [[nodiscard]] QString meanText() const;
    [[nodiscard]] int outcomeCount() const;
    [[nodiscard]] bool chartable() const { return outcomeCount() > 0 && outcomeCount() <= kMaxBars; }
    [[nodiscard]] int peakRow() const { return m_peakRow; }
    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] int pickedRow() const { return m_pickedRow; }
    void setPickedRow(int row);
    // "Total 7: 1/6 (16.67 %)"
    [[nodiscard]] QString pickedText() const;

Q_SIGNALS:
    void notationChanged();
    void distributionChanged();
    void pickedRowChanged();

private:
    QString m_notation;
    std::optional<Distribution> m_distribution;
    std::optional<RuleError> m_error;
    int m_peakRow = -1;
    int m_pickedRow = -1;
    Rational m_peak;
    LanguageChangeWatcher *m_languageWatcher;
};

// "16.67 %" in the current locale; "< 0.01 %" for what would round to zero.
QString percentText(double probability);
// "1/6", numerator and denominator in full however large.
QString fractionText(const Rational &probability);

} // namespace arbiter
