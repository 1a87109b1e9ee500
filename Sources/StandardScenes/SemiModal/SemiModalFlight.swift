import MotionScene

/// One card's views in the present or dismiss transition (the original's `animationToCells` /
/// `animationFromCells` and `animationColorViews`, CollectionViewPresentAnimator.swift): between
/// the grid, where the selected tile and its neighbours stand side by side, and the carousel pose.
struct SemiModalFlight: Hashable, Sendable {
    let index: Int
    /// The card's frame in the carousel pose: the snapshot's own size.
    let cardFrame: Rect
    /// Where the snapshot shows now.
    let snapshotFrame: Rect
    /// Where the card's colour view shows now: between the tile and the card's coloured square.
    let colorFrame: Rect

    /// The flights for `pose.selectedIndex` and the neighbours that exist, at `fraction` of the
    /// way from the grid (0) to the carousel (1); neighbours stand `spacing` apart on the grid side.
    static func flights(
        grid: SemiModalGridLayout, layout: CarouselLayout, pose: CarouselPose, fraction: Double, spacing: Double
    ) -> [SemiModalFlight] {
        let selected = pose.selectedIndex
        return (selected - 1...selected + 1).filter { $0 >= 0 && $0 < layout.cardCount }.map { index in
            let beside = grid.besideFrame(index, selected: selected, spacing: spacing)
            let card = layout.cardFrame(index, pose: pose)
            return SemiModalFlight(
                index: index, cardFrame: card, snapshotFrame: beside.interpolated(to: card, fraction: fraction),
                colorFrame: beside.interpolated(to: layout.colorSquareFrame(index, pose: pose), fraction: fraction))
        }
    }
}
