import CZip
import Foundation
import HabitInterchange

/// Zip files through Debian's libzip: the members of one read whole, or text files written as one.
public enum ZipArchive {
  /// The most the members read from one zip may inflate to, together: ten years of a thousand
  /// habits is far less, and a zip made to inflate without end is refused before it fills the
  /// memory.
  public static let sizeLimit: UInt64 = 512 << 20

  /// The members of the zip at `path` that `wanted` picks by their path inside, as text; only
  /// those are inflated, and only when their declared sizes add up to at most `limit`. `file`
  /// names the zip in the problem a damaged, foreign or oversized file gets.
  public static func read(
    _ path: String, file: String, limit: UInt64 = sizeLimit, wanted: (String) -> Bool
  ) throws -> [String: String] {
    var code: Int32 = 0
    guard let archive = zip_open(path, ZIP_RDONLY, &code) else {
      throw FileProblem(file: file, problem: "not a readable zip file (libzip error \(code))")
    }
    defer { zip_discard(archive) }
    var chosen: [(index: Int64, name: String, size: UInt64)] = []
    for index in 0..<zip_get_num_entries(archive, 0) {
      guard let name = zip_get_name(archive, zip_uint64_t(index), 0).map({ String(cString: $0) }),
        wanted(name)
      else { continue }
      chosen.append((index, name, try declaredSize(archive, index, name: name, file: file)))
    }
    let total = chosen.reduce(UInt64(0)) { $0 &+ $1.size }
    guard total <= limit else {
      let most = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
      throw FileProblem(file: file, problem: "inflates to more than \(most)")
    }
    var members: [String: String] = [:]
    for member in chosen {
      members[member.name] = String(
        decoding: try contents(
          archive, member.index, size: member.size, name: member.name, file: file),
        as: UTF8.self)
    }
    return members
  }

  private static func declaredSize(
    _ archive: OpaquePointer, _ index: Int64, name: String, file: String
  )
    throws -> UInt64
  {
    var stat = zip_stat_t()
    zip_stat_init(&stat)
    guard zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0,
      stat.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0
    else { throw FileProblem(file: file, place: name, problem: "cannot be read from the zip") }
    return stat.size
  }

  /// A member's bytes, exactly its declared size: a member that inflates to more or less is
  /// damaged.
  private static func contents(
    _ archive: OpaquePointer, _ index: Int64, size: UInt64, name: String, file: String
  ) throws -> [UInt8] {
    guard let member = zip_fopen_index(archive, zip_uint64_t(index), 0) else {
      throw FileProblem(file: file, place: name, problem: "cannot be read from the zip")
    }
    defer { zip_fclose(member) }
    var bytes = [UInt8](repeating: 0, count: Int(size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes[filled...].withUnsafeMutableBytes {
        zip_fread(member, $0.baseAddress, zip_uint64_t($0.count))
      }
      guard count > 0 else {
        throw FileProblem(file: file, place: name, problem: "is damaged in the zip")
      }
      filled += Int(count)
    }
    return bytes
  }

  /// Writes the members (path inside, text) as a new zip at `path`, which must not exist.
  public static func write(_ members: [(path: String, contents: String)], to path: String) throws {
    var code: Int32 = 0
    guard let archive = zip_open(path, ZIP_CREATE | ZIP_EXCL, &code) else {
      throw FileProblem(file: path, problem: "cannot be created (libzip error \(code))")
    }
    // libzip reads each source when the archive is closed: the bytes must live until then.
    var buffers: [UnsafeMutableRawBufferPointer] = []
    defer { for buffer in buffers { buffer.deallocate() } }
    for member in members {
      let bytes = Array(member.contents.utf8)
      let buffer = UnsafeMutableRawBufferPointer.allocate(
        byteCount: max(1, bytes.count), alignment: 1)
      buffer.copyBytes(from: bytes)
      buffers.append(buffer)
      guard
        let source = zip_source_buffer(archive, buffer.baseAddress, zip_uint64_t(bytes.count), 0)
      else {
        zip_discard(archive)
        throw FileProblem(file: path, place: member.path, problem: "cannot be added to the zip")
      }
      let index = zip_file_add(archive, member.path, source, zip_flags_t(ZIP_FL_ENC_UTF_8))
      // Deflate's fastest level: the CSV files repeat themselves so much that the highest level
      // took seconds for ten years of habits, to save a few percent.
      guard index >= 0,
        zip_set_file_compression(archive, zip_uint64_t(index), ZIP_CM_DEFLATE, 1) == 0
      else {
        // A source the archive did not take is still ours to free.
        if index < 0 { zip_source_free(source) }
        zip_discard(archive)
        throw FileProblem(file: path, place: member.path, problem: "cannot be added to the zip")
      }
    }
    guard zip_close(archive) == 0 else {
      let message = String(cString: zip_strerror(archive))
      zip_discard(archive)
      throw FileProblem(file: path, problem: "cannot be written (\(message))")
    }
  }
}
