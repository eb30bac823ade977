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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var rep_count: i32;
    var loop_count_1: i32;
    var loop_step_1: i32;
    var r3_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e39 = consts[(_e4 + 3u)];
    let _e49 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e49.x, 0i, 255i);
    loop_step = _e49.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e12))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e49.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e66 = loop_count;
        if (_e66 <= 0i) {
            break;
        }
        loop_count = (_e66 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e74 = rep_count;
            if (_e74 <= 0i) {
                break;
            }
            rep_count = (_e74 - 1i);
            let _e77 = r0_;
            let _e78 = r2_;
            let _e82 = (i32(_e78.x) + 10i);
            let _e83 = u32(_e82);
            let _e88 = consts[(_e4 + min(_e83, 265u))];
            let _e97 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e97.x, 0i, 255i);
            loop_step_1 = _e97.z;
            let _e107 = r3_;
            r0_ = (_e77 + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e88), (_e83 < 256u)), vec4<f32>(0f, 0.5f, 0f, 0f), (_e82 == 4i)));
            r3_ = select(_e107, vec4(f32(_e97.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e109 = loop_count_1;
                if (_e109 <= 0i) {
                    break;
                }
                loop_count_1 = (_e109 - 1i);
                let _e112 = r0_;
                let _e113 = r1_;
                let _e115 = r3_;
                let _e118 = (i32(_e115.x) + 10i);
                let _e119 = u32(_e118);
                let _e123 = consts[(_e4 + min(_e119, 265u))];
                let _e131 = loop_step_1;
                r0_ = ((_e112 * _e113.yyyy) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e123), (_e119 < 256u)), vec4<f32>(0f, 0.5f, 0f, 0f), (_e118 == 4i)));
                r3_ = select(_e115, vec4((_e115.x + f32(_e131))), vec4<bool>(true, false, false, false));
            }
        }
        let _e137 = loop_step;
        let _e139 = r2_;
        r2_ = select(_e139, vec4((_e139.x + f32(_e137))), vec4<bool>(true, false, false, false));
    }
    let _e144 = r0_;
    let _e145 = o0_;
    let _e148 = consts[(_e4 + 256u)];
    let _e153 = consts[(_e4 + 257u)];
    return Output(select(_e145, ((_e145 * bitcast<vec4<f32>>(_e153)) + (bitcast<vec4<f32>>(_e148) * _e145.wwww)), vec4<bool>(true, true, true, false)), _e144);
}
