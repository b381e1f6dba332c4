#include "QrCodeItem.h"

#include <QPainter>
#include <qrcodegen.hpp>

namespace arbiter {

namespace {
// Four modules of light margin on every side, as the QR standard asks.
constexpr int kQuietZone = 4;
}

QrCodeItem::QrCodeItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(false);
}

void QrCodeItem::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_modules.clear();
    m_size = 0;
    if (!text.isEmpty()) {
        const QByteArray utf8 = text.toUtf8();
        try {
            const qrcodegen::QrCode code = qrcodegen::QrCode::encodeText(utf8.constData(), qrcodegen::QrCode::Ecc::MEDIUM);
            m_size = code.getSize();
            m_modules.resize(static_cast<std::size_t>(m_size * m_size));
            for (int y = 0; y < m_size; ++y)
                for (int x = 0; x < m_size; ++x)
                    m_modules[static_cast<std::size_t>(y * m_size + x)] = code.getModule(x, y);
        } catch (const qrcodegen::data_too_long &) {
            // Longer than any QR code holds: nothing is drawn, the address
            // stays readable as text beside it.
            m_size = 0;
        }
    }
    update();
    Q_EMIT textChanged();
}

bool QrCodeItem::dark(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_size || y >= m_size)
        return false;
    return m_modules[static_cast<std::size_t>(y * m_size + x)];
}

void QrCodeItem::paint(QPainter *painter)
{
    const qreal side = std::min(width(), height());
    const QRectF square((width() - side) / 2, (height() - side) / 2, side, side);
    // Always dark on white, also in the dark theme: scanners expect it.
    painter->fillRect(square, Qt::white);
    if (m_size == 0)
        return;
    const int total = m_size + 2 * kQuietZone;
    // Whole pixels per module keep every module the same size and sharp.
    const qreal module = std::floor(side / total) > 0 ? std::floor(side / total) : side / total;
    const qreal offset = (side - module * total) / 2 + module * kQuietZone;
    for (int y = 0; y < m_size; ++y)
        for (int x = 0; x < m_size; ++x)
            if (dark(x, y))
                painter->fillRect(QRectF(square.x() + offset + x * module, square.y() + offset + y * module, module, module), Qt::black);
}

} // namespace arbiter
