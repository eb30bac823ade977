// ps_2_0: m3x2, m3x3, m3x4, m4x3 and m4x4 in a pixel shader (colour matrix and texcoord transforms)
ps_2_0
dcl t0
dcl_2d s0
texld r0, t0, s0
m4x4 r1, r0, c0              // colour matrix
m4x3 r2.xyz, r0, c4
m3x3 r3.xyz, r0, c8
m3x2 r4.xy, t0, c12
m3x4 r5, t0, c16
add r1.xyz, r1, r2
add r1.xyz, r1, r3
mad r1.xy, r4, c20, r1
add r1, r1, r5
mov oC0, r1
