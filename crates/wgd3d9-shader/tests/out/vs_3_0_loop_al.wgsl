struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e50 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e50.x, 0i, 255i);
    loop_step = _e50.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e50.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e68 = loop_count;
        if (_e68 <= 0i) {
            break;
        }
        loop_count = (_e68 - 1i);
        let _e71 = r5_;
        let _e75 = (i32(_e71.x) + 10i);
        let _e76 = u32(_e75);
        let _e81 = consts[(_e4 + min(_e76, 265u))];
        let _e88 = r4_;
        let _e92 = r1_;
        let _e94 = select(_e92, (select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e81), (_e76 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e75 == 4i)) + -(_e88)), vec4<bool>(true, true, true, false));
        let _e100 = r2_;
        let _e101 = select(_e100, vec4(dot(_e94.xyz, _e94.xyz)), vec4<bool>(true, false, false, false));
        let _e106 = select(_e101, vec4(inverseSqrt(abs(_e101.x))), vec4<bool>(false, true, false, false));
        let _e109 = select(_e94, (_e94 * _e106.yyyy), vec4<bool>(true, true, true, false));
        let _e110 = v1_;
        let _e117 = r3_;
        let _e118 = select(_e117, saturate(vec4(dot(_e110.xyz, _e109.xyz))), vec4<bool>(true, false, false, false));
        let _e122 = select(_e118, (_e118.xxxx * _e106.yyyy), vec4<bool>(true, false, false, false));
        let _e127 = (i32(_e71.x) + 20i);
        let _e128 = u32(_e127);
        let _e132 = consts[(_e4 + min(_e128, 265u))];
        let _e138 = r0_;
        let _e141 = loop_step;
        r1_ = _e109;
        r2_ = _e106;
        r3_ = _e122;
        r0_ = ((_e122.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e132), (_e128 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e127 == 4i))) + _e138);
        r5_ = select(_e71, vec4((_e71.x + f32(_e141))), vec4<bool>(true, false, false, false));
    }
    let _e147 = r0_;
    let _e149 = o0_;
    let _e152 = consts[(_e4 + 256u)];
    let _e157 = consts[(_e4 + 257u)];
    return Output(select(_e149, ((_e149 * bitcast<vec4<f32>>(_e157)) + (bitcast<vec4<f32>>(_e152) * _e149.wwww)), vec4<bool>(true, true, true, false)), saturate(_e147));
}
