// vs_2_0: morph-target blending with lrp between two vertex streams
vs_2_0
dcl_position0 v0
dcl_position1 v1
dcl_normal0 v2
dcl_normal1 v3
mov r0, v1
lrp r1, c4.x, r0, v0         // position blend by weight c4.x
mov r2, v3
lrp r3.xyz, c4.x, r2, v2     // normal blend
m4x4 oPos, r1, c0
dp3 r4.x, r3, c5
max oD0, r4.x, c6.x
