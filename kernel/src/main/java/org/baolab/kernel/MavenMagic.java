package org.baolab.kernel;

import java.nio.file.Path;
import java.util.List;
import org.dflib.jjava.jupyter.kernel.magic.LineMagic;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;

/**
 * {@code %maven group:artifact:version ...} resolves artifacts and their runtime dependencies from Maven Central
 * (through the local repository {@code ~/.m2/repository}, or {@code -Dmaven.repo.local}) with Maven Resolver, and adds
 * the jars to the class path.
 */
final class MavenMagic implements LineMagic<Void, BaoLabKernel> {

    private static final RemoteRepository CENTRAL =
            new RemoteRepository.Builder("central", "default", "https://repo.maven.apache.org/maven2/").build();

    private RepositorySystem system;

    @Override
    public Void eval(BaoLabKernel kernel, List<String> args) throws DependencyResolutionException {
        if (args.isEmpty()) {
            throw new IllegalArgumentException("name one or more artifacts as group:artifact:version, "
                    + "such as %maven org.apache.commons:commons-math3:3.6.1");
        }
        CollectRequest collect = new CollectRequest();
        for (String coordinates : args) {
            collect.addDependency(new Dependency(artifact(coordinates), JavaScopes.RUNTIME));
        }
        collect.addRepository(CENTRAL);
        DependencyRequest request = new DependencyRequest(collect,
                DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME));
        List<Path> jars;
        try (RepositorySystemSession.CloseableSession session = new SessionBuilderSupplier(system()).get()
                .withLocalRepositoryBaseDirectories(localRepository())
                .setSystemProperties(System.getProperties())
                .build()) {
            jars = system().resolveDependencies(session, request).getArtifactResults().stream()
                    .map(ArtifactResult::getArtifact).map(a -> a.getPath()).toList();
        }
        kernel.addToClasspath(jars);
        System.out.println("added to the class path: " + jars.size() + (jars.size() == 1 ? " jar" : " jars"));
        return null;
    }

    private static DefaultArtifact artifact(String coordinates) {
        try {
            return new DefaultArtifact(coordinates);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + coordinates + "' is not an artifact: write group:artifact:version,"
                    + " such as org.apache.commons:commons-math3:3.6.1", e);
        }
    }

    private synchronized RepositorySystem system() {
        if (system == null) {
            system = new RepositorySystemSupplier().get();
        }
        return system;
    }

    private static Path localRepository() {
        String configured = System.getProperty("maven.repo.local");
        return configured != null ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".m2", "repository");
    }
}
