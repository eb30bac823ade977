// ps_3_0: breakp with predicate components inside rep (front-to-back accumulation)
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_volume s0
defi i0, 32, 0, 0, 0
def c0, 0.0, 0.99, 0.03125, 1.0
mov r0, v0                   // ray start
mov r0.w, c0.x
mov r1, c0.x                 // accumulated colour
rep i0
    texldl r2, r0, s0
    mul r2.xyz, r2, r2.w
    add r3.x, c0.w, -r1.w
    mad r1, r2, r3.x, r1         // front-to-back over
    add r0.xyz, r0, v1
    setp_gt p0.x, r1.w, c0.y
    breakp p0.x
    setp_ge p0.y, r0.z, c0.w
    breakp !p0.y
endrep
mov oC0, r1
