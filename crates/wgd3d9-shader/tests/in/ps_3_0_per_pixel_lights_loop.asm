// ps_3_0 benchmark: four per-pixel lights iterated with loop aL over v[aL] light vectors, Blinn-Phong, albedo and ambient occlusion
ps_3_0
dcl_texcoord0 v0             // uv (xy), view vector in tangent space is in v5
dcl_texcoord1 v1             // light 0: tangent-space vector (xyz), attenuation (w)
dcl_texcoord2 v2             // light 1
dcl_texcoord3 v3             // light 2
dcl_texcoord4 v4             // light 3
dcl_texcoord5 v5.xyz         // view vector
dcl_2d s0                    // albedo
dcl_2d s1                    // normal map
dcl_2d s2                    // ambient occlusion (r), gloss (g)
defi i0, 4, 1, 1, 0          // aL = 1 .. 4
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 80.0, 0.25, 0.5, 0.0
// c2 light colour, c3 specular colour, c4 ambient
texld r0, v0, s0
texld r1, v0, s1
texld r2, v0, s2
mad r1.xyz, r1, c0.x, c0.y
nrm r3.xyz, r1               // N
nrm r4.xyz, v5               // V
mul r5.x, r2.y, c1.x
max r5.x, r5.x, c0.w         // shininess from gloss
mov r6, c0.z                 // diffuse sum
mov r7, c0.z                 // specular sum
loop aL, i0
    mov r8, v0[aL]
    dp3 r9.x, r8, r8
    rsq r9.x, r9.x
    mul r8.xyz, r8, r9.x         // L
    mul_sat r9.y, r8.w, r9.x     // attenuation over distance
    dp3_sat r9.z, r3, r8
    mul r9.z, r9.z, r9.y
    add r6, r6, r9.z
    add r10.xyz, r8, r4
    nrm r11.xyz, r10
    dp3_sat r9.w, r3, r11
    pow r9.w, r9.w, r5.x
    mul r9.w, r9.w, r9.y
    add r7, r7, r9.w
endloop
mul r6.xyz, r6, c2
mul r7.xyz, r7, c3
mul r12.xyz, r2.x, c4        // ambient occlusion
add r6.xyz, r6, r12
mul r13.xyz, r0, r6
mad r13.xyz, r7, r2.y, r13
mov r13.w, r0.w
mov oC0, r13
