// ps_3_0 benchmark: 16-tap PCF in nested rep loops with texldl, an early-out test on four corner taps (dynamic if with texldl only)
ps_3_0
dcl_texcoord0 v0.xy          // uv
dcl_texcoord1 v1             // shadow coords (projective)
dcl_texcoord2 v2.xyz         // world normal
dcl_2d s0                    // albedo
dcl_2d s1                    // shadow map
defi i0, 4, 0, 0, 0
def c0, 0.0, 1.0, 0.0625, 0.0009765625
def c1, -0.0014648, -0.0014648, 0.0, 0.0
def c2, 0.0029296875, 0.0, 0.0, 0.0
def c3, 0.0, 0.0029296875, 0.0, 0.0
def c4, -0.00001, 0.25, 0.0, 0.0
// c5 sun direction, c6 sun colour, c7 ambient
texld r0, v0, s0
nrm r1.xyz, v2
dp3_sat r2.x, r1, c5
rcp r3.w, v1.w
mul r3.xyz, v1, r3.w
mov r3.w, c0.x               // LOD 0 for texldl
// corner taps for early out
add r4, r3, c1
texldl r5, r4, s1
add r4.xy, r4, c2
texldl r6, r4, s1
add r4.xy, r4, c3
texldl r7, r4, s1
add r4.xy, r4, -c2
texldl r8, r4, s1
mov r5.y, r6.x
mov r5.z, r7.x
mov r5.w, r8.x
add r5, r5, -r3.z
cmp r5, r5, c0.y, c0.x
dp4 r9.x, r5, c4.y           // corner average
mov r10.x, r9.x
add r11.x, r9.x, -c0.y
mul r11.x, r9.x, r11.x       // zero when all corners agree
if_lt r11.x, c4.x
    // penumbra: full 4x4 kernel
    mov r10.x, c0.x
    add r12, r3, c1
    rep i0
        mov r13, r12
        rep i0
            texldl r14, r13, s1
            add r14.x, r14.x, -r3.z
            cmp r14.x, r14.x, c0.y, c0.x
            add r10.x, r10.x, r14.x
            add r13.x, r13.x, c0.w
        endrep
        add r12.y, r12.y, c0.w
    endrep
    mul r10.x, r10.x, c0.z
endif
mul r2.x, r2.x, r10.x
mul r15.xyz, r2.x, c6
add r15.xyz, r15, c7
mul r0.xyz, r0, r15
mov oC0, r0
