// ps_3_0: m4x4, m4x3, m3x3, m3x2 and m3x4 in a colour-grading pixel shader
ps_3_0
dcl_texcoord0 v0.xy
dcl_2d s0
texld r0, v0, s0
m4x4 r1, r0, c0              // saturation/hue matrix
m3x3 r2.xyz, r1, c4          // colour space conversion
m4x3 r3.xyz, r1, c8
m3x2 r4.xy, r2, c12
m3x4 r5, r2, c16
add r2.xyz, r2, r3
mad r2.xy, r4, c20, r2
add r5.xyz, r5, r2
mov r5.w, r0.w
mov oC0, r5
