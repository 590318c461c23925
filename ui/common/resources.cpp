#include "common/resources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initDiceChessResources() {
    Q_INIT_RESOURCE(dicechess);
}

namespace dicechess::ui {

void ensureResources() {
    static const bool once = (initDiceChessResources(), true);
    (void)once;
}

}  // namespace dicechess::ui
