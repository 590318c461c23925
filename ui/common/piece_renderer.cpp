#include "common/piece_renderer.h"

#include <QPainter>

#include "common/resources.h"

namespace dicechess::ui {

PieceRenderer::PieceRenderer() {
    ensureResources();
    for (Color c : {Color::White, Color::Black}) {
        for (int t = 1; t <= PieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const QString name = QStringLiteral(":/pieces/%1%2.svg")
                                     .arg(c == Color::White ? QLatin1Char('w') : QLatin1Char('b'))
                                     .arg(QLatin1Char("?pnbrqk"[t]));
            m_renderers.insert(static_cast<int>(makePiece(c, type)), std::make_shared<QSvgRenderer>(name));
        }
    }
}

bool PieceRenderer::isValid() const {
    for (const auto& renderer : m_renderers)
        if (!renderer->isValid()) return false;
    return m_renderers.size() == 12;
}

QPixmap PieceRenderer::pixmap(Piece piece, int logicalSize, qreal devicePixelRatio) {
    const int pixels = qMax(1, qRound(logicalSize * devicePixelRatio));
    const quint64 key = (static_cast<quint64>(piece) << 32) | static_cast<quint64>(pixels);
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd()) return *it;
    QPixmap image(pixels, pixels);
    image.fill(Qt::transparent);
    if (auto renderer = m_renderers.value(static_cast<int>(piece))) {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer->render(&painter, QRectF(0, 0, pixels, pixels));
    }
    image.setDevicePixelRatio(devicePixelRatio);
    m_cache.insert(key, image);
    return image;
}

}  // namespace dicechess::ui
