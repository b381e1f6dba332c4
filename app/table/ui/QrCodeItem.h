#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace arbiter {

// A QR code of `text`, drawn by libqrcodegencpp's encoder into the item:
// dark modules on a light ground with the quiet zone scanners need, square
// and centred whatever the item's shape.
class QrCodeItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    // Modules per side (0 when there is nothing to draw), for tests.
    Q_PROPERTY(int modules READ modules NOTIFY textChanged)

public:
    explicit QrCodeItem(QQuickItem *parent = nullptr);

    [[nodiscard]] QString text() const { return m_text; }
    void setText(const QString &text);
    [[nodiscard]] int modules() const { return m_size; }
    // Whether the module at (x, y) is dark; for tests.
    Q_INVOKABLE bool dark(int x, int y) const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void textChanged();

private:
    QString m_text;
    int m_size = 0;
    std::vector<bool> m_modules;
};

} // namespace arbiter
