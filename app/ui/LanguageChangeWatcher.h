#pragma once

#include <QObject>

namespace arbiter {

// Tells a C++ model that the application's translators changed, so it can
// hand QML freshly translated texts. QCoreApplication sends LanguageChange to
// itself whenever a translator is installed or removed; this watches for it.
class LanguageChangeWatcher : public QObject {
    Q_OBJECT
public:
    explicit LanguageChangeWatcher(QObject *parent = nullptr);

Q_SIGNALS:
    void languageChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace arbiter
