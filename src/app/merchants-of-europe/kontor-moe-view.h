/* kontor-moe-view.h: Merchants of Europe in the generic play page (kontor-title-view.h). */
#pragma once

#include "kontor-title-view.h"

G_BEGIN_DECLS

extern const KontorTitleView kontor_moe_view;

G_END_DECLS
