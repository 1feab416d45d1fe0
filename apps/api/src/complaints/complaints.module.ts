import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AdminComplaintsController } from './admin-complaints.controller';
import { ComplaintCommands } from './complaint-commands';
import { ComplaintReads } from './complaint-reads';
import { ComplaintsController } from './complaints.controller';
import { CommunityController } from './community.controller';
import { EvidenceStore } from './evidence-store';
import { EvidenceUploadInterceptor } from './evidence-upload.interceptor';

/** Complaints: the citizens' and the officers' HTTP side of libs/complaints; the workers are in apps/worker. */
@Module({
  imports: [IdentityModule],
  controllers: [ComplaintsController, AdminComplaintsController, CommunityController],
  providers: [ComplaintCommands, ComplaintReads, EvidenceStore, EvidenceUploadInterceptor],
})
export class ComplaintsModule {}
