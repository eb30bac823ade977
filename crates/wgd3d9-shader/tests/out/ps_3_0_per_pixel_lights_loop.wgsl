struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v: array<vec4<f32>, 6> = array<vec4<f32>, 6>();
    var loop_count: i32;
    var loop_step: i32;

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    v[4] = in4_;
    let _e56 = v[5];
    v[5] = select(_e56, in5_, vec4<bool>(true, true, true, false));
    let _e60 = v[0];
    let _e62 = textureSample(t0_, s0_, _e60.xy);
    r0_ = _e62;
    let _e64 = v[0];
    let _e66 = textureSample(t1_, s1_, _e64.xy);
    r1_ = _e66;
    let _e68 = v[0];
    let _e70 = textureSample(t2_, s2_, _e68.xy);
    r2_ = _e70;
    let _e75 = select(_e66, ((_e66 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r1_ = _e75;
    let _e78 = dot(_e75.xyz, _e75.xyz);
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e75 * vec4(inverseSqrt(_e78))), vec4<f32>(0f, 0f, 0f, 0f), (_e78 == 0f)), vec4<bool>(true, true, true, false));
    let _e87 = v[5];
    let _e90 = dot(_e87.xyz, _e87.xyz);
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e87 * vec4(inverseSqrt(_e90))), vec4<f32>(0f, 0f, 0f, 0f), (_e90 == 0f)), vec4<bool>(true, true, true, false));
    let _e101 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e70.yyyy * vec4<f32>(80f, 0.25f, 0.5f, 0f).xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e101;
    let _e102 = _e101.xxxx;
    let _e103 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    r5_ = select(_e101, select(_e103, _e102, (_e102 >= _e103)), vec4<bool>(true, false, false, false));
    r6_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r7_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    let _e112 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e112.x, 0i, 255i);
    loop_step = _e112.z;
    r14_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e112.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e123 = loop_count;
        if (_e123 <= 0i) {
            break;
        }
        loop_count = (_e123 - 1i);
        let _e126 = r14_;
        let _e131 = v[(i32(_e126.x) + 0i)];
        r8_ = _e131;
        let _e136 = r9_;
        let _e137 = select(_e136, vec4(dot(_e131.xyz, _e131.xyz)), vec4<bool>(true, false, false, false));
        r9_ = _e137;
        let _e143 = select(_e137, vec4(inverseSqrt(abs(_e137.xxxx.x))), vec4<bool>(true, false, false, false));
        r9_ = _e143;
        let _e146 = select(_e131, (_e131 * _e143.xxxx), vec4<bool>(true, true, true, false));
        r8_ = _e146;
        let _e152 = select(_e143, saturate((_e146.wwww * _e143.xxxx)), vec4<bool>(false, true, false, false));
        r9_ = _e152;
        let _e153 = r3_;
        let _e160 = select(_e152, saturate(vec4(dot(_e153.xyz, _e146.xyz))), vec4<bool>(false, false, true, false));
        r9_ = _e160;
        let _e164 = select(_e160, (_e160.zzzz * _e160.yyyy), vec4<bool>(false, false, true, false));
        r9_ = _e164;
        let _e165 = r6_;
        r6_ = (_e165 + _e164.zzzz);
        let _e168 = r4_;
        let _e170 = r10_;
        let _e171 = select(_e170, (_e146 + _e168), vec4<bool>(true, true, true, false));
        r10_ = _e171;
        let _e174 = dot(_e171.xyz, _e171.xyz);
        let _e180 = r11_;
        let _e181 = select(_e180, select((_e171 * vec4(inverseSqrt(_e174))), vec4<f32>(0f, 0f, 0f, 0f), (_e174 == 0f)), vec4<bool>(true, true, true, false));
        r11_ = _e181;
        let _e188 = select(_e164, saturate(vec4(dot(_e153.xyz, _e181.xyz))), vec4<bool>(false, false, false, true));
        r9_ = _e188;
        let _e191 = r5_;
        let _e194 = abs(_e188.wwww.x);
        let _e206 = select(_e188, vec4(min(select(select(pow(_e194, _e191.xxxx.x), 340282350000000000000000000000000000000f, ((_e194 == 0f) && (_e191.xxxx.x < 0f))), 1f, (_e191.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
        r9_ = _e206;
        let _e210 = select(_e206, (_e206.wwww * _e206.yyyy), vec4<bool>(false, false, false, true));
        r9_ = _e210;
        let _e211 = r7_;
        r7_ = (_e211 + _e210.wwww);
        let _e214 = loop_step;
        r14_ = select(_e126, vec4((_e126.x + f32(_e214))), vec4<bool>(true, false, false, false));
    }
    let _e220 = r6_;
    let _e223 = consts.c[2];
    let _e225 = select(_e220, (_e220 * _e223), vec4<bool>(true, true, true, false));
    r6_ = _e225;
    let _e226 = r7_;
    let _e229 = consts.c[3];
    let _e231 = select(_e226, (_e226 * _e229), vec4<bool>(true, true, true, false));
    r7_ = _e231;
    let _e232 = r2_;
    let _e236 = consts.c[4];
    let _e238 = r12_;
    let _e239 = select(_e238, (_e232.xxxx * _e236), vec4<bool>(true, true, true, false));
    r12_ = _e239;
    let _e241 = select(_e225, (_e225 + _e239), vec4<bool>(true, true, true, false));
    r6_ = _e241;
    let _e242 = r0_;
    let _e244 = r13_;
    let _e245 = select(_e244, (_e242 * _e241), vec4<bool>(true, true, true, false));
    r13_ = _e245;
    let _e249 = select(_e245, ((_e231 * _e232.yyyy) + _e245), vec4<bool>(true, true, true, false));
    r13_ = _e249;
    let _e251 = select(_e249, _e242.wwww, vec4<bool>(false, false, false, true));
    r13_ = _e251;
    o0_ = _e251;
    return Output(_e251);
}
