struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    var v: array<vec4<f32>, 6> = array<vec4<f32>, 6>();
    var loop_count: i32;
    var loop_step: i32;
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    v[4] = in4_;
    let _e26 = v[5];
    v[5] = select(_e26, in5_, vec4<bool>(true, true, true, false));
    let _e30 = v[0];
    let _e32 = textureSample(t0_, s0_, _e30.xy);
    let _e34 = v[0];
    let _e36 = textureSample(t1_, s1_, _e34.xy);
    let _e38 = v[0];
    let _e40 = textureSample(t2_, s2_, _e38.xy);
    let _e45 = select(_e36, ((_e36 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e48 = dot(_e45.xyz, _e45.xyz);
    let _e57 = v[5];
    let _e60 = dot(_e57.xyz, _e57.xyz);
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e40.yyyy * vec4<f32>(80f, 0.25f, 0.5f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e72 = _e71.xxxx;
    let _e73 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e82 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e82.x, 0i, 255i);
    loop_step = _e82.z;
    r0_ = _e32;
    r1_ = _e45;
    r2_ = _e40;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e45 * vec4(inverseSqrt(_e48))), vec4<f32>(0f, 0f, 0f, 0f), (_e48 == 0f)), vec4<bool>(true, true, true, false));
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e57 * vec4(inverseSqrt(_e60))), vec4<f32>(0f, 0f, 0f, 0f), (_e60 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = select(_e71, select(_e73, _e72, (_e72 >= _e73)), vec4<bool>(true, false, false, false));
    r6_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r7_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r14_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e82.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e102 = loop_count;
        if (_e102 <= 0i) {
            break;
        }
        loop_count = (_e102 - 1i);
        let _e105 = r14_;
        let _e110 = v[(i32(_e105.x) + 0i)];
        let _e116 = r9_;
        let _e117 = select(_e116, vec4(dot(_e110.xyz, _e110.xyz)), vec4<bool>(true, false, false, false));
        let _e122 = select(_e117, vec4(inverseSqrt(abs(_e117.x))), vec4<bool>(true, false, false, false));
        let _e125 = select(_e110, (_e110 * _e122.xxxx), vec4<bool>(true, true, true, false));
        let _e132 = r3_;
        let _e139 = select(select(_e122, saturate((_e125.wwww * _e122.xxxx)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e132.xyz, _e125.xyz))), vec4<bool>(false, false, true, false));
        let _e143 = select(_e139, (_e139.zzzz * _e139.yyyy), vec4<bool>(false, false, true, false));
        let _e144 = r6_;
        let _e147 = r4_;
        let _e150 = r10_;
        let _e151 = select(_e150, (_e125 + _e147), vec4<bool>(true, true, true, false));
        let _e154 = dot(_e151.xyz, _e151.xyz);
        let _e161 = r11_;
        let _e162 = select(_e161, select((_e151 * vec4(inverseSqrt(_e154))), vec4<f32>(0f, 0f, 0f, 0f), (_e154 == 0f)), vec4<bool>(true, true, true, false));
        let _e169 = select(_e143, saturate(vec4(dot(_e132.xyz, _e162.xyz))), vec4<bool>(false, false, false, true));
        let _e171 = r5_;
        let _e173 = abs(_e169.w);
        let _e185 = select(_e169, vec4(min(select(select(pow(_e173, _e171.x), 340282350000000000000000000000000000000f, ((_e173 == 0f) && (_e171.x < 0f))), 1f, (_e171.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
        let _e189 = select(_e185, (_e185.wwww * _e185.yyyy), vec4<bool>(false, false, false, true));
        let _e190 = r7_;
        let _e193 = loop_step;
        r8_ = _e125;
        r9_ = _e189;
        r6_ = (_e144 + _e143.zzzz);
        r10_ = _e151;
        r11_ = _e162;
        r7_ = (_e190 + _e189.wwww);
        r14_ = select(_e105, vec4((_e105.x + f32(_e193))), vec4<bool>(true, false, false, false));
    }
    let _e200 = r6_;
    let _e204 = consts[(constant_index + 2u)];
    let _e207 = select(_e200, (_e200 * bitcast<vec4<f32>>(_e204)), vec4<bool>(true, true, true, false));
    let _e208 = r7_;
    let _e212 = consts[(constant_index + 3u)];
    let _e216 = r2_;
    let _e221 = consts[(constant_index + 4u)];
    let _e225 = r12_;
    let _e229 = r0_;
    let _e232 = r13_;
    let _e233 = select(_e232, (_e229 * select(_e207, (_e207 + select(_e225, (_e216.xxxx * bitcast<vec4<f32>>(_e221)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    return Output(select(select(_e233, ((select(_e208, (_e208 * bitcast<vec4<f32>>(_e212)), vec4<bool>(true, true, true, false)) * _e216.yyyy) + _e233), vec4<bool>(true, true, true, false)), _e229.wwww, vec4<bool>(false, false, false, true)));
}
