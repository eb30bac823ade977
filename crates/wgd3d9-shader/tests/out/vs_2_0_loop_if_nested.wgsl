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
    var r2_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e49 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e49.x, 0i, 255i);
    loop_step = _e49.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e49.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e66 = loop_count;
        if (_e66 <= 0i) {
            break;
        }
        loop_count = (_e66 - 1i);
        if true {
            let _e70 = v1_;
            let _e71 = r2_;
            let _e75 = (i32(_e71.x) + 10i);
            let _e76 = u32(_e75);
            let _e81 = consts[(_e4 + min(_e76, 265u))];
            let _e94 = r1_;
            let _e95 = select(_e94, vec4(dot(_e70.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e81), (_e76 < 256u)), vec4<f32>(0f, 0f, 0f, 0f), (_e75 == 4i)).xyz)), vec4<bool>(true, false, false, false));
            let _e96 = _e95.xxxx;
            let _e97 = vec4<f32>(0f, 0f, 0f, 0f).xxxx;
            let _e100 = select(_e95, select(_e97, _e96, (_e96 >= _e97)), vec4<bool>(true, false, false, false));
            let _e105 = (i32(_e71.x) + 12i);
            let _e106 = u32(_e105);
            let _e110 = consts[(_e4 + min(_e106, 265u))];
            let _e116 = r0_;
            r1_ = _e100;
            r0_ = ((_e100.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e110), (_e106 < 256u)), vec4<f32>(0f, 0f, 0f, 0f), (_e105 == 4i))) + _e116);
        } else {
            let _e119 = r0_;
            let _e120 = r2_;
            let _e123 = (i32(_e120.x) + 12i);
            let _e124 = u32(_e123);
            let _e128 = consts[(_e4 + min(_e124, 265u))];
            r0_ = (_e119 + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e128), (_e124 < 256u)), vec4<f32>(0f, 0f, 0f, 0f), (_e123 == 4i)));
        }
        let _e135 = loop_step;
        let _e137 = r2_;
        r2_ = select(_e137, vec4((_e137.x + f32(_e135))), vec4<bool>(true, false, false, false));
    }
    let _e142 = r0_;
    let _e144 = o0_;
    let _e147 = consts[(_e4 + 256u)];
    let _e152 = consts[(_e4 + 257u)];
    return Output(select(_e144, ((_e144 * bitcast<vec4<f32>>(_e152)) + (bitcast<vec4<f32>>(_e147) * _e144.wwww)), vec4<bool>(true, true, true, false)), saturate(_e142));
}
