import AskApp
import Foundation

exit(await AskMain.run(Array(CommandLine.arguments.dropFirst())))
