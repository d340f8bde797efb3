import Foundation
import HabitTUI
import XCTest

/// A test driving one model through `update`: messages, key presses and typed text.
class ModelTestCase: XCTestCase {
  var model = Fixture.model()

  @discardableResult
  func send(_ msg: Msg) -> [Effect] { Update.update(&model, msg) }

  @discardableResult
  func press(_ keys: Key...) -> [Effect] {
    keys.flatMap { send(.key($0)) }
  }

  func type(_ text: String) {
    for character in text { send(.key(.character(character))) }
  }
}
