// ps_3_0 benchmark: parallax occlusion mapping; a rep ray march with texldd (gradients hoisted out of the loop) and break_ge, linear refinement, self-shadow and lighting
ps_3_0
dcl_texcoord0 v0.xy          // uv
dcl_texcoord1 v1.xyz         // tangent-space view
dcl_texcoord2 v2.xyz         // tangent-space light
dcl_2d s0                    // height (a) + normal (rgb)
dcl_2d s1                    // albedo
defi i0, 24, 0, 0, 0
defi i1, 8, 0, 0, 0
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.0416667, 0.05, 0.125, 32.0    // 1/24, height scale, 1/8, shininess
def c2, 0.0, 0.0, 0.0, 0.0
mov r0, c2
mov r1, c2
dsx r0.xy, v0                // gradients for every texldd below
dsy r1.xy, v0
nrm r2.xyz, v1
rcp r3.x, r2.z
mul r3.xy, r2, r3.x
mul r3.xy, r3, c1.y          // parallax direction * scale
mul r4.xy, r3, c1.x          // per-step uv delta
mov r5.xy, v0                // current uv
mov r5.zw, c2
mov r6.x, c0.w               // current layer height
mov r7.x, c0.w               // sampled height
mov r8.xy, r5                // previous uv
mov r8.z, c0.w               // previous sampled height
rep i0
    mov r8.xy, r5
    mov r8.z, r7.x
    add r5.xy, r5, -r4
    add r6.x, r6.x, -c1.x
    texldd r9, r5, s0, r0, r1
    mov r7.x, r9.w
    break_ge r7.x, r6.x
endrep
// linear refinement between the last two layers
add r10.x, r7.x, -r6.x
add r10.y, r6.x, c1.x
add r10.y, r8.z, -r10.y
add r10.z, r10.x, -r10.y
rcp r10.z, r10.z
mul_sat r10.x, r10.x, r10.z
lrp r11.xy, r10.x, r8, r5
mov r11.zw, c2
texldd r12, r11, s0, r0, r1  // normal + height at the hit
texldd r13, r11, s1, r0, r1  // albedo at the hit
// soft self-shadow toward the light
nrm r14.xyz, v2
rcp r15.x, r14.z
mul r15.xy, r14, r15.x
mul r15.xy, r15, c1.y
mul r15.xy, r15, c1.z
mov r16, r11
mov r17.x, r12.w
mov r18.x, c0.w              // visibility
rep i1
    add r16.xy, r16, r15
    add r17.x, r17.x, c1.z
    texldd r19, r16, s0, r0, r1
    add r19.x, r19.w, -r17.x
    cmp r19.x, r19.x, c0.z, c0.w
    min r18.x, r18.x, r19.x
endrep
// lighting
mad r12.xyz, r12, c0.x, c0.y
nrm r20.xyz, r12
dp3_sat r21.x, r20, r14
mul r21.x, r21.x, r18.x
add r22.xyz, r14, r2
nrm r23.xyz, r22
dp3_sat r21.y, r20, r23
pow r21.z, r21.y, c1.w
mul r21.z, r21.z, r18.x
mul r24.xyz, r13, r21.x
add r24.xyz, r24, r21.z
mad r24.xyz, r13, c3, r24    // + ambient
mov r24.w, r13.w
mov oC0, r24
