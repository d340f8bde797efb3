/// The 8 basic ANSI colours standing in for the xterm 256-colour palette.
enum BasicColor {
  /// The SGR foreground code (30 to 37, bright 90 to 97) nearest an xterm 256-colour code: the
  /// cube's and the grey ramp's colours by their channels, the first 16 as they are.
  static func nearest(to code: Int) -> Int {
    if code < 16 { return code < 8 ? 30 + code : 90 + code - 8 }
    let (red, green, blue) = rgb(code)
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    // Greys (and the dark ones) by brightness: black, bright black, white, bright white.
    if high - low < 40 {
      return high < 60 ? 90 : high < 160 ? 90 : high < 230 ? 37 : 97
    }
    let bits = [red, green, blue].map { $0 * 2 >= high + low ? 1 : 0 }
    let index = bits[0] | bits[1] << 1 | bits[2] << 2
    return (high >= 200 ? 90 : 30) + index
  }

  /// The channels of an xterm 256-colour code from 16 on: the 6x6x6 cube, then 24 greys.
  static func rgb(_ code: Int) -> (Int, Int, Int) {
    if code >= 232 {
      let level = 8 + (code - 232) * 10
      return (level, level, level)
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = code - 16
    return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }
}
