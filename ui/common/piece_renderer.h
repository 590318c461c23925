#pragma once

#include <QHash>
#include <QPixmap>
#include <QSvgRenderer>
#include <memory>

#include "dicechess/core/types.h"

namespace dicechess::ui {

// Draws the project's SVG pieces (resources/pieces) as pixmaps cached per size and device pixel ratio,
// so pieces stay crisp on HiDPI screens. GUI thread only.
class PieceRenderer {
public:
    PieceRenderer();

    QPixmap pixmap(Piece piece, int logicalSize, qreal devicePixelRatio);
    bool isValid() const;

private:
    QHash<int, std::shared_ptr<QSvgRenderer>> m_renderers;
    QHash<quint64, QPixmap> m_cache;
};

}  // namespace dicechess::ui
